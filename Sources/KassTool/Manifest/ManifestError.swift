import KassSupport
/// Why a manifest could not be generated or checked. Each message says what is wrong, where, and
/// how to fix it.
enum ManifestError: Error, Equatable, CustomStringConvertible {
    /// The suite directory does not exist.
    case suiteDirectoryMissing(path: String)
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)
    /// No test method was found under the suite directory.
    case noTests(directory: String)
    /// A `/// Catches` line does not follow the form.
    case malformedCatches(file: String, line: Int, text: String, reason: String)
    /// A `/// Catches` line is not followed by a test method.
    case catchesNotFollowedByTest(file: String, line: Int, found: String)
    /// A `/// Catches` line documents a Swift Testing `@Test` function the runner cannot address.
    case catchesAboveSwiftTestingTest(file: String, line: Int, found: String)
    /// A `/// Catches` line names an id the registry does not have.
    case unknownDefect(file: String, line: Int, id: String, suggestions: [String])
    /// Registry defects that no test claims to catch.
    case defectsWithoutTests(ids: [String])
    /// `--check` found no manifest file.
    case manifestMissing(path: String)
    /// `--check` found a manifest that differs from a fresh generation; `diff` is unified.
    case manifestOutOfDate(path: String, diff: String)

    /// The message, with the fix.
    var description: String {
        switch self {
        case .suiteDirectoryMissing(let path):
            return "The suite directory \(path) does not exist. Pass the directory of the reference suite with --suite-dir DIR (relative "
                + "to --package-path)."
        case .unreadableFile(let path, let reason):
            return "\(path) could not be read (\(reason)). Check the file's permissions and encoding (UTF-8)."
        case .noTests(let directory):
            return "No test method (func test…() inside a class) was found under \(directory). Point --suite-dir at the reference suite."
        case .malformedCatches(let file, let line, let text, let reason):
            return "\(file):\(line): malformed Catches line, \(reason): \(text)\n  Write it as /// Catches `defect-id` or /// Catches "
                + "`id-a`, `id-b`."
        case .catchesNotFollowedByTest(let file, let line, let found):
            return "\(file):\(line): a Catches line must document a test method, but the next declaration is: \(found)\n  Move the line "
                + "above a func test…() in a test class."
        case .catchesAboveSwiftTestingTest(let file, let line, let found):
            return "\(file):\(line): a Catches line documents a Swift Testing test kass mutants cannot address alone: \(found)\n"
                + "  Use an @Test func without arguments inside a suite type (see \"Swift Testing\" in Guide/Mutants.md)."
        case .unknownDefect(let file, let line, let id, let suggestions):
            let hint = NearMatchWording.parenthesized(suggestions)
            return "\(file):\(line): unknown defect id '\(id)'\(hint).\n  Use an id from the defect registry (kass mutants --help says "
                + "where it comes from)."
        case .defectsWithoutTests(let ids):
            let list = ids.map { "  - \($0)" }.joined(separator: "\n")
            return "\(ids.count) registry defect\(ids.count == 1 ? " has" : "s have") no test that "
                + "catches \(ids.count == 1 ? "it" : "them"):\n\(list)\n  Add a /// Catches `id` line above a test that fails when the "
                + "defect is switched on."
        case .manifestMissing(let path):
            return "\(path) does not exist. Run `swift run kass mutants --generate` and commit the file."
        case .manifestOutOfDate(let path, let diff):
            return "\(path) is out of date with the /// Catches lines:\n\(diff)Run `swift run kass mutants --generate` and commit the file."
        }
    }
}

/// Every problem found in one generation, reported together so that one run shows them all.
struct ManifestErrors: Error, Equatable, CustomStringConvertible {
    /// The problems, in file order, then registry order.
    var errors: [ManifestError]

    /// A report of `errors`.
    init(_ errors: [ManifestError]) {
        self.errors = errors
    }

    /// One message per problem, separated by blank lines, then the count.
    var description: String {
        let count = errors.count == 1 ? "1 problem" : "\(errors.count) problems"
        return errors.map(\.description).joined(separator: "\n\n") + "\n\n\(count) in the manifest."
    }
}
