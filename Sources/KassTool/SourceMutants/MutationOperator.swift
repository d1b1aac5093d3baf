/// The standard mutation operators `kass mutants --operators` applies to an app's Swift code, as
/// Stryker, PIT and muter do for unit tests. Each changes one small thing a user could notice.
enum MutationOperator: String, CaseIterable, Codable, Sendable {
    /// `<` ↔ `<=`, `>` ↔ `>=`: off-by-one at a boundary.
    case relationalBoundary = "relational-boundary"
    /// `<` → `>=`, `<=` → `>`, `>` → `<=`, `>=` → `<`: the condition turned around.
    case relationalNegation = "relational-negation"
    /// `==` ↔ `!=`, `===` ↔ `!==`.
    case equality
    /// `&&` ↔ `||`.
    case logical
    /// `true` ↔ `false`.
    case booleanLiteral = "boolean-literal"
    /// `!condition` → `condition`.
    case negationRemoval = "negation-removal"
    /// `+` ↔ `-`, `*` ↔ `/`, `%` → `*`, and the compound assignments `+=` ↔ `-=`, `*=` ↔ `/=`.
    case arithmetic
    /// `..<` ↔ `...`.
    case range
    /// An integer literal: `0` → `1`, `1` → `0`, `n` → `n + 1`.
    case integerLiteral = "integer-literal"
    /// A non-empty string literal without interpolation → `""`.
    case stringLiteral = "string-literal"
    /// A statement that only calls something (`save()`, `label.setNeedsLayout()`) is removed.
    case callRemoval = "call-removal"
    /// An assignment statement (`title = "Done"`, `count += 1`) is removed.
    case assignmentRemoval = "assignment-removal"

    /// What the operator does, for reports.
    var summary: String {
        switch self {
        case .relationalBoundary: "moves a comparison's boundary (< ↔ <=, > ↔ >=)"
        case .relationalNegation: "turns a comparison around (< → >=, > → <=)"
        case .equality: "swaps == and !="
        case .logical: "swaps && and ||"
        case .booleanLiteral: "swaps true and false"
        case .negationRemoval: "removes a !"
        case .arithmetic: "swaps + and -, * and /"
        case .range: "swaps ..< and ..."
        case .integerLiteral: "changes an integer literal"
        case .stringLiteral: "empties a string literal"
        case .callRemoval: "removes a call statement"
        case .assignmentRemoval: "removes an assignment"
        }
    }
}
