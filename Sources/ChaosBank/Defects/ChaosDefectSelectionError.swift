// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
import KassSupport
/// A defect selection that cannot be honoured; the app refuses to launch rather than run a
/// different experiment than the one asked for.
public enum ChaosDefectSelectionError: Error, Equatable, CustomStringConvertible {
    /// A token that is no defect id, group profile, `all`, `none` or `seed:N`.
    case unknownDefect(String, closest: [String])
    /// `seed:` followed by something that is not an unsigned integer.
    case invalidSeed(String)
    /// `-ChaosBankDefects` (or the seed argument) as the last argument.
    case missingValue(argument: String)

    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .unknownDefect(token, closest):
            let guess = NearMatchWording.didYouMean(closest).map { " " + $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
            return "ChaosBank: unknown defect '\(token)'.\(guess) Use a defect id from `chaosbank --list-defects`, a group "
                + "(\(ChaosDefectGroup.allCases.map(\.rawValue).joined(separator: ", "))), 'all', 'none' or 'seed:N'."
        case let .invalidSeed(text):
            return "ChaosBank: defect seed '\(text)' is not an unsigned integer. Write seed:N with N ≥ 0, for example seed:7."
        case let .missingValue(argument):
            return "ChaosBank: \(argument) needs a value. Write \(argument) id,id (for example \(argument) transfer-double-submit)."
        }
    }
}
