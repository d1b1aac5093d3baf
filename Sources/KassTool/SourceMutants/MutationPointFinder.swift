import Foundation

/// Finds the mutants of one Swift file: every place inside a code block (``SwiftCodeBlock``) where a
/// ``MutationOperator`` applies. Places outside code blocks (stored property defaults, default
/// arguments, enum raw values) and inside attributes, `#if` conditions and `#available`/`#selector`
/// arguments are left alone; so are strings that name identifiers (accessibility and reuse
/// identifiers, keys), logging calls and `super` calls, whose mutants no user could see.
struct MutationPointFinder {
    /// The file's tokens.
    let tokens: [SwiftToken]
    /// The file's code blocks.
    let blocks: [SwiftCodeBlock]
    /// For each token, the innermost code block whose body holds it (an index into `blocks`).
    private let innermostBlock: [Int?]
    /// Tokens inside attributes, `#if` lines and pound-directive arguments.
    private let excluded: [Bool]

    private static let nonRemovableStarts: Set<String> = [
        "let", "var", "return", "if", "guard", "for", "while", "switch", "case", "default", "defer", "do", "repeat", "throw",
        "break", "continue", "fallthrough", "func", "class", "struct", "enum", "import", "typealias", "else", "catch", "init",
        "deinit", "subscript", "protocol", "extension", "actor", "static", "private", "fileprivate", "public", "open",
        "internal", "lazy", "weak", "unowned", "final", "override", "@",
    ]
    private static let loggingCalls: Set<String> = [
        "print", "debugPrint", "NSLog", "assert", "assertionFailure", "precondition", "preconditionFailure", "dump", "os_log",
    ]

    /// Tokenizes `source` and finds its blocks.
    init(source: String) {
        let tokens = SwiftTokenizer.tokens(of: source)
        let blocks = SwiftCodeBlockFinder.blocks(in: tokens)
        self.tokens = tokens
        self.blocks = blocks
        var innermost = [Int?](repeating: nil, count: tokens.count)
        for (index, block) in blocks.enumerated() {  // ordered by `{`: inner blocks come later and win
            for position in block.body { innermost[position] = index }
        }
        innermostBlock = innermost
        excluded = Self.excludedTokens(tokens)
    }

    /// The mutants of the file (numbered from 1 in file order; the caller renumbers across files).
    func mutants(file: String) -> [SourceMutant] {
        var found: [SourceMutant] = []
        func add(_ range: Range<Int>, _ mutationOperator: MutationOperator, _ replacement: String) {
            guard let blockIndex = innermostBlock[range.lowerBound] else { return }
            let first = tokens[range.lowerBound]
            let original = tokens[range].map(\.text).joined()
            found.append(SourceMutant(
                id: found.count + 1, file: file, line: first.line, column: first.column, mutationOperator: mutationOperator,
                original: original, replacement: replacement, tokenRange: range, block: blocks[blockIndex].id
            ))
        }
        for index in tokens.indices where innermostBlock[index] != nil && !excluded[index] {
            for (mutationOperator, replacement) in tokenMutations(at: index) {
                add(index..<(index + 1), mutationOperator, replacement)
            }
        }
        for block in blocks {
            for statement in statements(of: block)
            where !excluded[statement.lowerBound] && !statementNamesAnIdentifier(around: statement.lowerBound) {
                if let mutationOperator = removal(of: statement) { add(statement, mutationOperator, "") }
            }
        }
        return found
            .sorted { ($0.tokenRange.lowerBound, $0.mutationOperator.rawValue) < ($1.tokenRange.lowerBound, $1.mutationOperator.rawValue) }
            .enumerated().map { offset, mutant in
                var numbered = mutant
                numbered.id = offset + 1
                return numbered
            }
    }

    /// The single-token mutations of the token at `index`.
    private func tokenMutations(at index: Int) -> [(MutationOperator, String)] {
        let token = tokens[index]
        switch token.kind {
        case .operator:
            return operatorMutations(at: index)
        case .keyword where token.text == "true":
            return [(.booleanLiteral, "false")]
        case .keyword where token.text == "false":
            return [(.booleanLiteral, "true")]
        case .integerLiteral:
            guard index == 0 || tokens[index - 1].text != ".", let value = Int(token.text.replacingOccurrences(of: "_", with: "")) else {
                return []
            }
            return [(.integerLiteral, value == 1 ? "0" : value == 0 ? "1" : String(value + 1))]
        case .stringLiteral:
            guard !token.text.hasPrefix("#"), !token.text.hasPrefix("\"\"\""), token.text != "\"\"", !token.text.contains("\\("),
                  !statementNamesAnIdentifier(around: index) else { return [] }
            return [(.stringLiteral, "\"\"")]
        default:
            return []
        }
    }

    private func operatorMutations(at index: Int) -> [(MutationOperator, String)] {
        let text = tokens[index].text
        let spacedBefore = index > 0 && (tokens[index - 1].kind == .whitespace || tokens[index - 1].kind == .newline)
        let spacedAfter = index + 1 < tokens.count && (tokens[index + 1].kind == .whitespace || tokens[index + 1].kind == .newline)
        let binary = spacedBefore && spacedAfter
        if text == "..<" || text == "..." {
            let tight = index > 0 && index + 1 < tokens.count && !tokens[index - 1].isTrivia && !tokens[index + 1].isTrivia
                && tokens[index - 1].text != "(" && tokens[index + 1].text != ")" && tokens[index - 1].text != "["
                && tokens[index + 1].text != "]" && tokens[index - 1].text != ","
            guard binary || tight else { return [] }
            return [(.range, text == "..<" ? "..." : "..<")]
        }
        if text == "!" {
            // The tokenizer makes a postfix `!` punctuation, so an operator `!` is a prefix one.
            guard !spacedAfter, index + 1 < tokens.count else { return [] }
            return [(.negationRemoval, "")]
        }
        guard binary else { return [] }
        switch text {
        case "<": return [(.relationalBoundary, "<="), (.relationalNegation, ">=")]
        case "<=": return [(.relationalBoundary, "<"), (.relationalNegation, ">")]
        case ">": return [(.relationalBoundary, ">="), (.relationalNegation, "<=")]
        case ">=": return [(.relationalBoundary, ">"), (.relationalNegation, "<")]
        case "==": return [(.equality, "!=")]
        case "!=": return [(.equality, "==")]
        case "===": return [(.equality, "!==")]
        case "!==": return [(.equality, "===")]
        case "&&": return [(.logical, "||")]
        case "||": return [(.logical, "&&")]
        case "+": return [(.arithmetic, "-")]
        case "-": return [(.arithmetic, "+")]
        case "*": return [(.arithmetic, "/")]
        case "/": return [(.arithmetic, "*")]
        case "%": return [(.arithmetic, "*")]
        case "+=": return [(.arithmetic, "-=")]
        case "-=": return [(.arithmetic, "+=")]
        case "*=": return [(.arithmetic, "/=")]
        case "/=": return [(.arithmetic, "*=")]
        default: return []
        }
    }

    /// Whether the line holding the token at `index` names an identifier (an accessibility or reuse
    /// identifier, a key): such strings are not what a user reads.
    private func statementNamesAnIdentifier(around index: Int) -> Bool {
        var start = index
        while start > 0, tokens[start - 1].kind != .newline { start -= 1 }
        var end = index
        while end + 1 < tokens.count, tokens[end + 1].kind != .newline { end += 1 }
        return tokens[start...end].contains { token in
            token.kind == .identifier && (token.text.lowercased().contains("identifier") || token.text.hasSuffix("Key")
                || token.text == "forKey" || token.text == "named" || token.text == "systemName" || token.text == "Notification")
        }
    }

    /// The statements directly in `block`'s body, as token ranges from their first to their last
    /// significant token.
    func statements(of block: SwiftCodeBlock) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var depth = 0
        var start: Int?
        var last: Int?
        func finish() {
            if let start, let last { result.append(start..<(last + 1)) }
            start = nil
            last = nil
        }
        var index = block.bodyStart
        while index < block.close {
            let token = tokens[index]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            if depth == 0, token.kind == .newline, let lastIndex = last, !continues(after: lastIndex, before: index) {
                finish()
            } else if depth == 0, token.kind == .punctuation, token.text == ";" {
                finish()
            } else if !token.isTrivia {
                if start == nil { start = index }
                last = index
            }
            index += 1
        }
        finish()
        return result
    }

    /// Whether the statement ending at `lastIndex` goes on after the line break at `newline`.
    private func continues(after lastIndex: Int, before newline: Int) -> Bool {
        let last = tokens[lastIndex]
        if last.kind == .operator || (last.kind == .punctuation && [",", "(", "[", ":", "->", "."].contains(last.text)) { return true }
        var next = newline + 1
        while next < tokens.count, tokens[next].isTrivia { next += 1 }
        guard next < tokens.count else { return false }
        let following = tokens[next]
        if following.kind == .punctuation, [".", "->", "{"].contains(following.text) { return true }
        // A binary operator at the start of the next line continues the statement; a prefix one
        // (`!flag`, `-x`, `&value`, `...range`) starts a new statement.
        if following.kind == .operator { return !["!", "&", "-", "+", "..."].contains(following.text) }
        if following.kind == .keyword, ["else", "catch", "where", "throws", "rethrows", "async", "in"].contains(following.text) {
            return true
        }
        return false
    }

    /// The removal operator for a statement that only calls or only assigns, if it is one.
    private func removal(of statement: Range<Int>) -> MutationOperator? {
        let significant = statement.filter { !tokens[$0].isTrivia }
        guard let firstIndex = significant.first, let lastIndex = significant.last else { return nil }
        var head = firstIndex
        var position = 0
        while ["try", "await"].contains(tokens[head].text), position + 1 < significant.count {
            position += 1
            head = significant[position]
        }
        let first = tokens[head]
        if Self.nonRemovableStarts.contains(first.text) || first.kind == .poundDirective || first.kind == .stringLiteral { return nil }
        if first.text == "super" || Self.loggingCalls.contains(first.text) { return nil }
        if first.text == "self", position + 2 < significant.count, tokens[significant[position + 2]].text == "init" { return nil }
        var depth = 0
        var assigns = false
        for index in significant {
            let token = tokens[index]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            if depth == 0, token.kind == .operator, ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "??="].contains(token.text) {
                assigns = true
            }
        }
        if assigns { return .assignmentRemoval }
        let last = tokens[lastIndex]
        guard last.kind == .punctuation, last.text == ")" || last.text == "}" else { return nil }
        return first.kind == .identifier || first.text == "self" ? .callRemoval : nil
    }

    /// Marks tokens inside attribute arguments, pound-directive arguments and `#if`/`#elseif` lines.
    private static func excludedTokens(_ tokens: [SwiftToken]) -> [Bool] {
        var excluded = [Bool](repeating: false, count: tokens.count)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .poundDirective, ["#if", "#elseif"].contains(token.text) {
                while index < tokens.count, tokens[index].kind != .newline {
                    excluded[index] = true
                    index += 1
                }
                continue
            }
            let isLoggingCall = token.kind == .identifier && loggingCalls.contains(token.text)
                && index + 1 < tokens.count && tokens[index + 1].text == "("
            let opensArguments = isLoggingCall || token.kind == .poundDirective
                || (token.text == "@" && index + 1 < tokens.count && tokens[index + 1].kind == .identifier)
            if opensArguments {
                var cursor = index + (token.text == "@" ? 2 : 1)
                if cursor < tokens.count, tokens[cursor].text == "(" {
                    var depth = 0
                    while cursor < tokens.count {
                        if tokens[cursor].text == "(" { depth += 1 }
                        if tokens[cursor].text == ")" { depth -= 1 }
                        excluded[cursor] = true
                        cursor += 1
                        if depth == 0 { break }
                    }
                }
                excluded[index] = true
                index = max(index + 1, cursor)
                continue
            }
            index += 1
        }
        return excluded
    }
}
