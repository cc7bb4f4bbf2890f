import SourceModel

/// Placeholder until the rule language lands.
public enum RuleLanguagePlaceholder {}
