// Regex literals: bare /…/ where Swift 6 lexes one, and extended #/…/#.
func matches(_ text: String) -> Bool {
    let digits = /\d+/
    let word = #/[a-z]+ (?<name>\w+)/#
    let multiline = #/
        (?<year>\d{4}) - (?<month>\d{2})
        /#
    let half = 10 / 2 / 1
    _ = half
    return text.contains(digits) || text.contains(word) || text.contains(multiline)
}
