/// What ``SourceScanner`` found in one Swift file: the test methods, the `/// Catches` lines
/// attached to them, and the lines that break the rules.
struct SourceScan: Equatable, Sendable {
    /// A test method: a `func test…()` without parameters declared inside a type.
    struct TestMethod: Equatable, Sendable {
        /// The enclosing class (or extended type) name; for a Swift Testing test, the path of
        /// enclosing suite types (`Outer/Inner`).
        var className: String
        /// The method name, `test_area_behaviour`; for a Swift Testing test with its parentheses,
        /// `addsOne()` (the form of Swift Testing's test ids).
        var name: String
        /// The 1-based line of the `func`.
        var line: Int

        /// A test method found at `line`.
        init(className: String, name: String, line: Int) {
            self.className = className
            self.name = name
            self.line = line
        }

        /// The test id in `module`: `ReferenceSuite.TransferTests/test_transfer_amount` (XCTest) or
        /// `TallySuite.TallySwiftTests/addsOne()` (Swift Testing).
        func id(module: String) -> String { "\(module).\(className)/\(name)" }
    }

    /// One defect id named by a `/// Catches` line, with the test it is attached to.
    struct Catch: Equatable, Sendable {
        /// The defect id, as written.
        var defectID: String
        /// The 1-based line of the `/// Catches` line.
        var line: Int
        /// The test the line documents.
        var test: TestMethod

        /// A catch of `defectID` by `test`, written at `line`.
        init(defectID: String, line: Int, test: TestMethod) {
            self.defectID = defectID
            self.line = line
            self.test = test
        }
    }

    /// A rule broken at a line of the file (wording comes from ``ManifestError``).
    enum Problem: Equatable, Sendable {
        /// A `/// Catches` line that does not follow the form.
        case malformed(line: Int, text: String, reason: String)
        /// A `/// Catches` line whose next declaration is not a test method (`found` is that
        /// declaration, or "the end of the file").
        case notFollowedByTest(line: Int, found: String)
        /// The Catches line documents a Swift Testing test (`@Test`) the runner cannot address: one
        /// with arguments, or outside a suite type.
        case swiftTestingTest(line: Int, found: String)
    }

    /// Every test method, in file order.
    var tests: [TestMethod] = []
    /// Every defect id named in a well-formed `/// Catches` line attached to a test, in file order.
    var catches: [Catch] = []
    /// Rules broken, in file order.
    var problems: [Problem] = []

    /// An empty scan.
    init(tests: [TestMethod] = [], catches: [Catch] = [], problems: [Problem] = []) {
        self.tests = tests
        self.catches = catches
        self.problems = problems
    }
}
