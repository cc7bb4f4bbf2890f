import Testing
@testable import Migration
