import KassSupport
/// A `chaosbank` command line that cannot be run; the tool prints the message and exits with 2.
public enum ChaosBankCommandError: Error, Equatable, CustomStringConvertible {
    /// Neither `--screenshot` nor `--list-defects`.
    case missingCommand
    /// A flag the tool does not know.
    case unknownFlag(String, closest: String?)
    /// A flag given without its value.
    case missingValue(flag: String)
    /// A value the flag does not accept.
    case invalidValue(flag: String, value: String, expected: String)
    /// Two flags that exclude each other.
    case conflicting(String, String)
    /// The defect list is invalid.
    case defects(ChaosDefectSelectionError)

    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case .missingCommand:
            "chaosbank: nothing to do. Pass --screenshot FILE.png or --list-defects (see --help)."
        case let .unknownFlag(flag, closest):
            "chaosbank: unknown option '\(flag)'\(NearMatchWording.parenthesized(closest.map { [$0] } ?? [])). See --help."
        case let .missingValue(flag):
            "chaosbank: \(flag) needs a value (see --help)."
        case let .invalidValue(flag, value, expected):
            "chaosbank: \(flag) '\(value)' is not valid; expected \(expected)."
        case let .conflicting(first, second):
            "chaosbank: \(first) and \(second) cannot be used together; run them separately."
        case let .defects(error):
            error.description
        }
    }
}
