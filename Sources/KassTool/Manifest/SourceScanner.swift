/// Reads one Swift file for test methods and the `/// Catches` lines above them. Pure.
///
/// A `/// Catches` block belongs to the next declaration; other doc lines, blank lines, comments
/// and attribute lines (`@MainActor`, `@available(...)`) may sit between. That declaration must be
/// a `func test…()` inside a class or extension (XCTest), or an `@Test func name()` without
/// arguments inside a suite type (Swift Testing), or the scan reports
/// ``SourceScan/Problem/notFollowedByTest(line:found:)`` (``SourceScan/Problem/swiftTestingTest(line:found:)``
/// for an `@Test` function the runner cannot address).
///
/// ```swift
/// let scan = SourceScanner.scan("""
///     final class TransferTests: ChaosBankTestCase {
///         /// Catches `transfer-double-submit`
///         func test_transfer_submitOnce() async { }
///     }
///     """)
/// scan.catches.map(\.defectID)  // ["transfer-double-submit"]
/// ```
enum SourceScanner {
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "static", "final", "override",
        "public", "private", "fileprivate", "internal", "open", "nonisolated", "required", "convenience",
    ]

    /// Scans `source`, the whole text of one file.
    static func scan(_ source: String) -> SourceScan {
        var result = SourceScan()
        var lexer = SwiftLineLexer()
        var scopes: [String?] = []
        var pendingTypeName: String?
        var pendingCatches: [(line: Int, ids: [String])] = []
        var pendingIsSwiftTesting = false
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let startsInCode = lexer.isInCode
            let code = lexer.code(of: line)
            let enclosingType = scopes.last { $0 != nil } ?? nil

            if startsInCode, CatchesLine.docText(of: line) != nil {
                switch CatchesLine.parse(line) {
                case .notCatches: break
                case .ids(let ids): pendingCatches.append((number, ids))
                case .malformed(let reason):
                    result.problems.append(.malformed(line: number, text: line.trimmingWhitespace(), reason: reason))
                }
                continue
            }

            let tokens = tokenize(code)
            // Swift Testing's `@Test` functions count when the runner can address them: no arguments,
            // inside a suite type.
            let swiftTesting = pendingIsSwiftTesting || isSwiftTestingAttribute(tokens)
            let suitePath = scopes.compactMap { $0 }
            if swiftTesting, tokens.contains("func") {
                if let test = swiftTestingFunction(in: tokens, suitePath: suitePath, line: number) {
                    result.tests.append(test)
                    for pending in pendingCatches {
                        result.catches += pending.ids.map { SourceScan.Catch(defectID: $0, line: pending.line, test: test) }
                    }
                } else if let first = pendingCatches.first {
                    result.problems.append(.swiftTestingTest(line: first.line, found: line.trimmingWhitespace()))
                }
                pendingCatches = []
            } else if let test = testMethod(in: tokens, enclosingType: enclosingType, line: number) {
                result.tests.append(test)
                for pending in pendingCatches {
                    result.catches += pending.ids.map { SourceScan.Catch(defectID: $0, line: pending.line, test: test) }
                }
                pendingCatches = []
            } else if let first = pendingCatches.first, !isTransparent(tokens) {
                result.problems.append(.notFollowedByTest(line: first.line, found: line.trimmingWhitespace()))
                pendingCatches = []
            }
            pendingIsSwiftTesting = swiftTesting && isTransparent(tokens)

            for (index, token) in tokens.enumerated() {
                switch token {
                case "{":
                    scopes.append(pendingTypeName)
                    pendingTypeName = nil
                case "}":
                    if !scopes.isEmpty { scopes.removeLast() }
                case _ where typeKeywords.contains(token):
                    if index + 1 < tokens.count, isIdentifier(tokens[index + 1]), !memberKeywords.contains(tokens[index + 1]) {
                        pendingTypeName = tokens[index + 1]
                    }
                default: break
                }
            }
        }
        if let first = pendingCatches.first {
            result.problems.append(.notFollowedByTest(line: first.line, found: "the end of the file"))
        }
        return result
    }

    /// Lines that may sit between a doc comment and its declaration: blank, comment-only, or
    /// attributes only.
    /// The Swift Testing test declared by a line's tokens (after an `@Test` attribute), if the runner
    /// can address it: `func name()` without arguments, not static, inside a suite type.
    private static func swiftTestingFunction(in tokens: [String], suitePath: [String], line: Int) -> SourceScan.TestMethod? {
        guard !suitePath.isEmpty, let funcIndex = tokens.firstIndex(of: "func"), funcIndex + 3 < tokens.count else { return nil }
        let name = tokens[funcIndex + 1]
        guard isIdentifier(name), tokens[funcIndex + 2] == "(", tokens[funcIndex + 3] == ")",
              !tokens[..<funcIndex].contains("static") else { return nil }
        return SourceScan.TestMethod(className: suitePath.joined(separator: "/"), name: name + "()", line: line)
    }

    /// Whether the tokens hold Swift Testing's `@Test` attribute.
    private static func isSwiftTestingAttribute(_ tokens: [String]) -> Bool {
        zip(tokens, tokens.dropFirst()).contains { $0 == "@" && $1 == "Test" }
    }

    private static func isTransparent(_ tokens: [String]) -> Bool {
        guard let first = tokens.first else { return true }
        return first == "@" && !tokens.contains("func") && !tokens.contains("{")
    }

    /// The test method declared by a line's tokens, if any: `func test…()` in a type, not static.
    private static func testMethod(in tokens: [String], enclosingType: String?, line: Int) -> SourceScan.TestMethod? {
        guard let funcIndex = tokens.firstIndex(of: "func"), funcIndex + 3 < tokens.count,
              let className = enclosingType else { return nil }
        let name = tokens[funcIndex + 1]
        guard name.hasPrefix("test"), tokens[funcIndex + 2] == "(", tokens[funcIndex + 3] == ")",
              !tokens[..<funcIndex].contains("static"), !tokens[..<funcIndex].contains("class") else { return nil }
        return SourceScan.TestMethod(className: className, name: name, line: line)
    }

    /// Identifiers and single punctuation characters of a line of code (whitespace dropped).
    static func tokenize(_ code: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" || character == "`" {
                word.append(character)
                continue
            }
            if !word.isEmpty {
                tokens.append(word.replacingBackticks())
                word = ""
            }
            if !character.isWhitespace { tokens.append(String(character)) }
        }
        if !word.isEmpty { tokens.append(word.replacingBackticks()) }
        return tokens
    }

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.first else { return false }
        return first.isLetter || first == "_"
    }
}

private extension String {
    func replacingBackticks() -> String { filter { $0 != "`" } }
}
