@testable import KassTool
import XCTest

final class MutationPointFinderTests: XCTestCase {
    /// `operator original→replacement` for each mutant of `source`.
    private func mutants(_ source: String) -> [String] {
        MutationPointFinder(source: source).mutants(file: "F.swift").map {
            "\($0.mutationOperator.rawValue) \($0.original)→\($0.replacement)"
        }
    }

    func test_operatorsAndLiterals_inCode_areMutated() {
        let source = """
            func f() -> Bool {
                return a < b && c == d || !e
            }
            """
        XCTAssertEqual(mutants(source), [
            "relational-boundary <→<=", "relational-negation <→>=", "logical &&→||", "equality ==→!=", "logical ||→&&",
            "negation-removal !→",
        ])
    }

    func test_literalsRangesAndArithmetic_areMutated() {
        let source = """
            func g() {
                total += price * 2
                for i in 0..<count { show(i, "Paid", true) }
            }
            """
        XCTAssertEqual(mutants(source), [
            "assignment-removal total += price * 2→", "arithmetic +=→-=", "arithmetic *→/", "integer-literal 2→3",
            "integer-literal 0→1", "range ..<→...", "call-removal show(i, \"Paid\", true)→", "string-literal \"Paid\"→\"\"",
            "boolean-literal true→false",
        ])
    }

    func test_placesNoUserCouldSee_areLeftAlone() {
        let source = """
            struct S {
                var limit = 3
                func f(x: Int = 4) {
                    let a: Array<Int> = [1]
                    label.accessibilityIdentifier = "pay.button"
                    print("debug", x > 1)
                    super.viewDidLoad()
                    if #available(iOS 15, *) { }
                    #if DEBUG && TRACE
                    #endif
                    let t = tuple.0
                    let s = "count: \\(x)"
                }
            }
            """
        XCTAssertEqual(mutants(source), ["integer-literal 1→0"])
    }

    func test_mutants_areNumberedInFileOrderWithLinesColumnsAndBlocks() {
        let found = MutationPointFinder(source: "func f() {\n    g(a - 1)\n}\n").mutants(file: "Sources/App/F.swift")
        XCTAssertEqual(found.map(\.id), [1, 2, 3])
        XCTAssertEqual(found.map(\.line), [2, 2, 2])
        XCTAssertEqual(found.map(\.column), [5, 9, 11])
        XCTAssertEqual(Set(found.map(\.block)), [1])
        XCTAssertEqual(found[1].description, "Sources/App/F.swift:2:9  -  →  +")
        XCTAssertEqual(found[0].description, "Sources/App/F.swift:2:5  g(a - 1)  →  (removed)")
    }

    func test_statements_continueOnABinaryOperatorAndStartOnAPrefixOne() {
        let finder = MutationPointFinder(source: "func f() {\n    ok = a\n        && b\n    !done ? g() : h()\n    total = x\n    -y\n}\n")
        let texts = finder.blocks.first.map { block in
            finder.statements(of: block).map { finder.tokens[$0].map(\.text).joined() }
        }
        XCTAssertEqual(texts, ["ok = a\n        && b", "!done ? g() : h()", "total = x", "-y"])
    }
}
