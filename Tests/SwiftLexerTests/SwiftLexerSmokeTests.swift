import Testing
@testable import SwiftLexer
