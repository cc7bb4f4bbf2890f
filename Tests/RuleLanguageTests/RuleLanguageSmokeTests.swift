import Testing
@testable import RuleLanguage
