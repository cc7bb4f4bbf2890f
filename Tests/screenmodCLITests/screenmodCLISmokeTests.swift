import Testing
@testable import screenmodCLI
