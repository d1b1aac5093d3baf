/// Splits Swift source into tokens (``SwiftToken``) without parsing: names, keywords, literals,
/// operators, punctuation, comments and whitespace, with lines and columns. Strings are whole tokens
/// (interpolations, raw `#"…"#` and multi-line `"""` strings included), nested `/* */` comments are
/// one token, and the tokens' texts concatenate to the input exactly. Pure; used by source mutants
/// (and meant for `kass lint`).
///
/// ```swift
/// SwiftTokenizer.tokens(of: "a <= b").filter { !$0.isTrivia }.map(\.text)  // ["a", "<=", "b"]
/// ```
enum SwiftTokenizer {
    /// Swift's reserved words and the contextual ones that start statements or declarations.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "Any",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await", "async", "actor", "package",
    ]

    private static let operatorCharacters: Set<Character> = ["/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?"]
    private static let punctuationCharacters: Set<Character> = ["(", ")", "{", "}", "[", "]", ",", ":", ";", "@"]

    /// The tokens of `source`, in order.
    static func tokens(of source: String) -> [SwiftToken] {
        var lexer = Lexer(Array(source))
        return lexer.run()
    }

    private struct Lexer {
        let characters: [Character]
        var index = 0
        var line = 1
        var column = 1
        var tokens: [SwiftToken] = []

        init(_ characters: [Character]) {
            self.characters = characters
        }

        mutating func run() -> [SwiftToken] {
            while index < characters.count {
                let start = index
                let kind = scanToken()
                emit(kind, from: start)
            }
            return tokens
        }

        private mutating func emit(_ kind: SwiftToken.Kind, from start: Int) {
            let text = String(characters[start..<index])
            tokens.append(SwiftToken(kind: kind, text: text, line: line, column: column))
            for character in text {
                if character.isNewline {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
        }

        private func character(at offset: Int) -> Character? {
            let position = index + offset
            return position < characters.count ? characters[position] : nil
        }

        private func matches(_ text: String, at position: Int) -> Bool {
            var position = position
            for character in text {
                guard position < characters.count, characters[position] == character else { return false }
                position += 1
            }
            return true
        }

        /// Scans one token starting at `index` and returns its kind.
        private mutating func scanToken() -> SwiftToken.Kind {
            let current = characters[index]
            if current.isNewline {
                index += 1
                return .newline
            }
            if current == " " || current == "\t" {
                while let next = character(at: 0), next == " " || next == "\t" { index += 1 }
                return .whitespace
            }
            if matches("//", at: index) {
                while let next = character(at: 0), !next.isNewline { index += 1 }
                return .comment
            }
            if matches("/*", at: index) {
                skipBlockComment()
                return .comment
            }
            if current == "#" || current == "\"" {
                var hashes = 0
                while character(at: hashes) == "#" { hashes += 1 }
                if character(at: hashes) == "\"" {
                    index += hashes
                    skipString(hashes: hashes)
                    return .stringLiteral
                }
                if current == "#", let next = character(at: 1), next.isLetter || next == "_" {
                    index += 1
                    skipIdentifierBody()
                    return .poundDirective
                }
                index += 1
                return .punctuation
            }
            if current.isASCII, current.isNumber {
                return scanNumber()
            }
            if current == "`" {
                index += 1
                while let next = character(at: 0), next != "`", !next.isNewline { index += 1 }
                if character(at: 0) == "`" { index += 1 }
                return .identifier
            }
            if current == "$" || isIdentifierCharacter(current) && !current.isNumber {
                let start = index
                index += 1
                skipIdentifierBody()
                return SwiftTokenizer.keywords.contains(String(characters[start..<index])) ? .keyword : .identifier
            }
            if current == "." {
                if let next = character(at: 1), next == "." || SwiftTokenizer.operatorCharacters.contains(next) {
                    while let next = character(at: 0), next == "." || SwiftTokenizer.operatorCharacters.contains(next) { index += 1 }
                    return .operator
                }
                index += 1
                return .punctuation
            }
            if SwiftTokenizer.punctuationCharacters.contains(current) {
                index += 1
                return .punctuation
            }
            if SwiftTokenizer.operatorCharacters.contains(current) {
                return scanOperator()
            }
            index += 1
            return .punctuation
        }

        private mutating func skipIdentifierBody() {
            while let next = character(at: 0), isIdentifierCharacter(next) { index += 1 }
        }

        /// Letters, digits, `_` and other non-ASCII characters that are neither spaces nor punctuation.
        private func isIdentifierCharacter(_ character: Character) -> Bool {
            character == "_" || character.isLetter || character.isNumber
                || (!character.isASCII && !character.isWhitespace && !character.isPunctuation)
        }

        private mutating func skipBlockComment() {
            var depth = 0
            while index < characters.count {
                if matches("/*", at: index) {
                    depth += 1
                    index += 2
                } else if matches("*/", at: index) {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// Skips a string literal whose opening quote is at `index` (after `hashes` `#`s).
        private mutating func skipString(hashes: Int) {
            let closingHashes = String(repeating: "#", count: hashes)
            let multiline = matches("\"\"\"", at: index)
            index += multiline ? 3 : 1
            let closing = (multiline ? "\"\"\"" : "\"") + closingHashes
            let escape = "\\" + closingHashes
            while index < characters.count {
                if matches(closing, at: index) {
                    index += closing.count
                    return
                }
                if !multiline, characters[index].isNewline { return }  // unterminated: stop at the line's end
                if matches(escape, at: index) {
                    index += escape.count
                    if character(at: 0) == "(" {
                        skipInterpolation()
                    } else if index < characters.count {
                        index += 1
                    }
                    continue
                }
                index += 1
            }
        }

        /// Skips `( … )` of an interpolation, with nested parentheses, strings and comments.
        private mutating func skipInterpolation() {
            var depth = 0
            while index < characters.count {
                let current = characters[index]
                if current == "(" {
                    depth += 1
                    index += 1
                } else if current == ")" {
                    depth -= 1
                    index += 1
                    if depth == 0 { return }
                } else if current == "\"" || current == "#" {
                    var hashes = 0
                    while character(at: hashes) == "#" { hashes += 1 }
                    if character(at: hashes) == "\"" {
                        index += hashes
                        skipString(hashes: hashes)
                    } else {
                        index += max(hashes, 1)
                    }
                } else if matches("/*", at: index) {
                    skipBlockComment()
                } else {
                    index += 1
                }
            }
        }

        private mutating func scanNumber() -> SwiftToken.Kind {
            var isFloat = false
            if character(at: 0) == "0", let prefix = character(at: 1), prefix == "x" || prefix == "b" || prefix == "o" {
                index += 2
                let hex = prefix == "x"
                while let next = character(at: 0), next.isHexDigit || next == "_" { index += 1 }
                if hex, character(at: 0) == ".", let after = character(at: 1), after.isHexDigit {
                    isFloat = true
                    index += 1
                    while let next = character(at: 0), next.isHexDigit || next == "_" { index += 1 }
                }
                if hex, let exponent = character(at: 0), exponent == "p" || exponent == "P" {
                    isFloat = true
                    skipExponent()
                }
                return isFloat ? .floatLiteral : .integerLiteral
            }
            while let next = character(at: 0), (next.isASCII && next.isNumber) || next == "_" { index += 1 }
            if character(at: 0) == ".", let after = character(at: 1), after.isASCII, after.isNumber {
                isFloat = true
                index += 1
                while let next = character(at: 0), (next.isASCII && next.isNumber) || next == "_" { index += 1 }
            }
            if let exponent = character(at: 0), exponent == "e" || exponent == "E" {
                isFloat = true
                skipExponent()
            }
            return isFloat ? .floatLiteral : .integerLiteral
        }

        private mutating func skipExponent() {
            index += 1
            if let sign = character(at: 0), sign == "+" || sign == "-" { index += 1 }
            while let next = character(at: 0), (next.isASCII && next.isNumber) || next == "_" { index += 1 }
        }

        /// An operator run, `->`, or a postfix `?`/`!` (optional chaining, force unwrap) as punctuation.
        private mutating func scanOperator() -> SwiftToken.Kind {
            let start = index
            while let next = character(at: 0), SwiftTokenizer.operatorCharacters.contains(next) {
                // `/*` and `//` start comments even right after an operator.
                if next == "/", let after = character(at: 1), after == "/" || after == "*", index > start { break }
                index += 1
            }
            let text = String(characters[start..<index])
            if text == "->" { return .punctuation }
            if text == "?" || text == "!" {
                let previous = start > 0 ? characters[start - 1] : " "
                let followsOperand = !(previous.isWhitespace || previous == "(" || previous == "[" || previous == ","
                    || previous == "{" || previous == ":" || SwiftTokenizer.operatorCharacters.contains(previous))
                if followsOperand { return .punctuation }
            }
            return .operator
        }
    }
}
