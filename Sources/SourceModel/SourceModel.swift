import SwiftLexer

/// Placeholder until the source model lands.
public enum SourceModelPlaceholder {}
