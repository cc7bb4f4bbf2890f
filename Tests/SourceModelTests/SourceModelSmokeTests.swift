import Testing
@testable import SourceModel
