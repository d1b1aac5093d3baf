/// Finds the code blocks (``SwiftCodeBlock``) of a tokenized Swift file: matches braces, and tells a
/// block whose body holds statements from a type body, a `switch` body or an accessor list by the
/// tokens before its `{` (back to the start of the declaration or statement) and, for properties,
/// by the first token inside. Heuristic, not a parser: it is used where a wrong answer is caught by
/// the compiler (source mutants drop what does not compile).
enum SwiftCodeBlockFinder {
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
    private static let functionKeywords: Set<String> = ["func", "init", "deinit", "subscript"]
    private static let statementKeywords: Set<String> = ["if", "else", "guard", "for", "while", "repeat", "do", "catch", "defer"]
    private static let accessorNames: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "init"]
    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "override", "lazy",
        "mutating", "nonmutating", "nonisolated", "convenience", "required", "dynamic", "weak", "unowned", "indirect",
        "optional", "isolated", "consuming", "borrowing", "distributed",
    ]

    /// The code blocks of `tokens`, ordered by their opening brace.
    static func blocks(in tokens: [SwiftToken]) -> [SwiftCodeBlock] {
        var closeOf: [Int: Int] = [:]
        for (open, close) in matchingBraces(tokens) { closeOf[open] = close }
        var blocks: [SwiftCodeBlock] = []
        // Open braces: whether statements stand directly inside (code blocks and `switch` bodies), and
        // the code block's index in `blocks` when it is one.
        var stack: [(open: Int, holdsStatements: Bool, blockIndex: Int?)] = []
        for index in tokens.indices where tokens[index].kind == .punctuation {
            if tokens[index].text == "{", let close = closeOf[index] {
                let inStatements = stack.last?.holdsStatements ?? false
                switch classify(open: index, close: close, tokens: tokens, enclosingHoldsStatements: inStatements) {
                case .code(let kind):
                    let parent = stack.last { $0.blockIndex != nil }?.blockIndex.map { blocks[$0].id }
                    let bodyStart = kind == .closure ? closureBodyStart(open: index, close: close, tokens: tokens) : index + 1
                    blocks.append(SwiftCodeBlock(
                        id: blocks.count + 1, kind: kind, open: index, close: close, bodyStart: bodyStart, parent: parent
                    ))
                    stack.append((index, true, blocks.count - 1))
                case .switchBody:
                    stack.append((index, true, nil))
                case .declarations:
                    stack.append((index, false, nil))
                }
            } else if tokens[index].text == "}", let top = stack.last, closeOf[top.open] == index {
                stack.removeLast()
            }
        }
        return blocks
    }

    /// What a `{` opens.
    private enum Opening {
        case code(SwiftCodeBlock.Kind)
        /// A `switch` body: `case` labels with statements under them.
        case switchBody
        /// A type body, an accessor list or anything else without statements.
        case declarations
    }

    /// Pairs of (`{`, `}`) token indices. Unbalanced braces are left unpaired.
    static func matchingBraces(_ tokens: [SwiftToken]) -> [(Int, Int)] {
        var stack: [Int] = []
        var pairs: [(Int, Int)] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if token.text == "{" {
                stack.append(index)
            } else if token.text == "}", let open = stack.popLast() {
                pairs.append((open, index))
            }
        }
        return pairs
    }

    /// What the `{` at `open` opens, judged by the tokens before it.
    private static func classify(open: Int, close: Int, tokens: [SwiftToken], enclosingHoldsStatements: Bool) -> Opening {
        let header = headerTokens(before: open, tokens: tokens).map { tokens[$0] }
        // `= {`, `return {`, `({`, `, {`, `label: {` open closures whatever came before.
        if let last = header.last, last.kind == .operator && last.text != "="
            || (last.kind == .punctuation && ["(", "[", ",", ":"].contains(last.text))
            || (last.kind == .keyword && ["return", "in", "try", "await", "throw"].contains(last.text)) {
            return .code(.closure)
        }
        guard let first = firstDeclarationWord(header) else {
            return enclosingHoldsStatements ? .code(.closure) : .declarations
        }
        if typeKeywords.contains(first) { return .declarations }
        if first == "switch" { return .switchBody }
        if statementKeywords.contains(first) { return .code(.statement) }
        if functionKeywords.contains(first) {
            return isAccessorList(open: open, close: close, tokens: tokens) ? .declarations : .code(.function)
        }
        if first == "var" || first == "let" {
            if isAccessorList(open: open, close: close, tokens: tokens) { return .declarations }
            return header.contains { $0.kind == .operator && $0.text == "=" } ? .code(.closure) : .code(.accessor)
        }
        if accessorNames.contains(first), header.count <= 4, !enclosingHoldsStatements { return .code(.accessor) }
        return enclosingHoldsStatements ? .code(.closure) : .declarations
    }

    /// The first declaration or statement keyword of a header, after attributes and modifiers.
    private static func firstDeclarationWord(_ header: [SwiftToken]) -> String? {
        var index = 0
        while index < header.count {
            let token = header[index]
            if token.kind == .punctuation, token.text == "@" {
                index += 2
                if index < header.count, header[index].text == "(" {
                    var depth = 0
                    while index < header.count {
                        if header[index].text == "(" { depth += 1 }
                        if header[index].text == ")" { depth -= 1; if depth == 0 { break } }
                        index += 1
                    }
                    index += 1
                }
                continue
            }
            if token.kind == .keyword || token.kind == .identifier {
                let next = index + 1 < header.count ? header[index + 1] : nil
                let isTypeDeclaration = token.text == "class" && next?.kind == .identifier && !modifiers.contains(next?.text ?? "")
                if modifiers.contains(token.text), !isTypeDeclaration, let next,
                   next.kind == .keyword || next.kind == .identifier || next.text == "(" {
                    index += 1
                    if index < header.count, header[index].text == "(" {  // private(set)
                        while index < header.count, header[index].text != ")" { index += 1 }
                        index += 1
                    }
                    continue
                }
                return token.text
            }
            return nil
        }
        return nil
    }

    /// Whether the block lists accessors (`get`, `set { … }`, `didSet { … }`) rather than statements.
    private static func isAccessorList(open: Int, close: Int, tokens: [SwiftToken]) -> Bool {
        var index = open + 1
        while index < close, tokens[index].isTrivia { index += 1 }
        while index < close, tokens[index].text == "@" || tokens[index].kind == .identifier && modifiers.contains(tokens[index].text) {
            index += tokens[index].text == "@" ? 2 : 1
            while index < close, tokens[index].isTrivia { index += 1 }
        }
        guard index < close else { return false }
        let word = tokens[index].text
        return ["get", "set", "willSet", "didSet", "_read", "_modify", "mutating", "nonmutating"].contains(word)
            && (tokens[index].kind == .identifier || tokens[index].kind == .keyword)
    }

    /// The significant tokens of the declaration or statement that the `{` at `open` belongs to:
    /// walking back over balanced brackets to the previous `{`, `}` or `;` at the same depth, or to
    /// a line break that ends a statement.
    static func headerTokens(before open: Int, tokens: [SwiftToken]) -> [Int] {
        var result: [Int] = []
        var depth = 0
        var index = open - 1
        while index >= 0 {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case ")", "]":
                    depth += 1
                case "(", "[":
                    if depth == 0 { return result.reversed() }
                    depth -= 1
                case "{", "}", ";":
                    if depth == 0 { return result.reversed() }
                default:
                    break
                }
            }
            if depth == 0, token.kind == .newline, endsStatement(at: index, tokens: tokens, headerSoFar: result) {
                return result.reversed()
            }
            if !token.isTrivia { result.append(index) }
            index -= 1
        }
        return result.reversed()
    }

    /// Whether the line break at `index` ends the statement before it (no operator, comma or opening
    /// bracket at the end of the line, and the next line does not continue it).
    private static func endsStatement(at index: Int, tokens: [SwiftToken], headerSoFar: [Int]) -> Bool {
        var before = index - 1
        while before >= 0, tokens[before].isTrivia, tokens[before].kind != .newline { before -= 1 }
        if before >= 0 {
            let last = tokens[before]
            if last.kind == .operator || (last.kind == .punctuation && [",", "(", "[", ":", "->", "."].contains(last.text)) { return false }
        }
        guard let nextIndex = headerSoFar.last else { return true }
        let next = tokens[nextIndex]
        if next.kind == .operator || (next.kind == .punctuation && [".", "->", "{"].contains(next.text)) { return false }
        if next.kind == .keyword, ["where", "throws", "rethrows", "async", "else"].contains(next.text) { return false }
        return true
    }

    /// The first token of a closure's statements: after its `params in` header when it has one.
    private static func closureBodyStart(open: Int, close: Int, tokens: [SwiftToken]) -> Int {
        var index = open + 1
        var depth = 0
        var sawNewlineBeforeIn = false
        while index < close {
            let token = tokens[index]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            if depth == 0 {
                if token.kind == .keyword, token.text == "in" {
                    return sawNewlineBeforeIn ? open + 1 : index + 1
                }
                if token.kind == .newline { sawNewlineBeforeIn = true }
                if token.kind == .keyword, !["throws", "async", "rethrows", "self", "Self", "Any", "inout"].contains(token.text) {
                    return open + 1
                }
                if token.kind == .operator || token.kind == .stringLiteral || token.kind == .integerLiteral { return open + 1 }
                if token.kind == .punctuation, token.text == "." { return open + 1 }
            }
            index += 1
        }
        return open + 1
    }
}
