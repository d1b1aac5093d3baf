/// A defect of Tally, off unless its id is listed in `TALLY_DEFECTS` at launch.
public enum TallyDefect: String, CaseIterable, Sendable {
    /// `+` adds two.
    case plusAddsTwo = "tally-plus-adds-two"
    /// `−` goes below zero.
    case minusBelowZero = "tally-minus-below-zero"
    /// Reset does nothing.
    case resetIgnored = "tally-reset-ignored"
    /// The title is written in lower case (no test of the sample suite looks at it).
    case titleLowercase = "tally-title-lowercase"

    /// The launch-environment variable that lists the defects to switch on.
    public static let launchVariable = "TALLY_DEFECTS"

    /// The defects named in `list` (comma-separated ids; unknown ids are ignored).
    static func parse(_ list: String) -> Set<TallyDefect> {
        Set(list.split(separator: ",").compactMap { TallyDefect(rawValue: String($0).trimmingCharacters(in: .whitespaces)) })
    }
}
