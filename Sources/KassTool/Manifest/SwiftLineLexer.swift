/// Strips comments and string literals from Swift source, one line at a time, so that braces and
/// keywords can be counted without being fooled by `"{"` or `// class`. State carries across lines
/// for block comments and multi-line strings. Pure; good enough for test files, not a parser.
struct SwiftLineLexer {
    /// Depth of nested `/* */` comments open at the start of the next line.
    private(set) var blockCommentDepth = 0
    /// Number of `#` of the multi-line string open at the start of the next line, if any.
    private(set) var openMultilineStringHashes: Int?

    /// Whether the next line starts in ordinary code.
    var isInCode: Bool { blockCommentDepth == 0 && openMultilineStringHashes == nil }

    /// The code of `line`: comments removed, string literals replaced by `""`.
    mutating func code(of line: String) -> String {
        let characters = Array(line)
        var code = ""
        var index = 0
        while index < characters.count {
            if blockCommentDepth > 0 {
                if characters.matches("/*", at: index) {
                    blockCommentDepth += 1
                    index += 2
                } else if characters.matches("*/", at: index) {
                    blockCommentDepth -= 1
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if let hashes = openMultilineStringHashes {
                let closing = "\"\"\"" + String(repeating: "#", count: hashes)
                if characters.matches(closing, at: index) {
                    openMultilineStringHashes = nil
                    code += "\"\""
                    index += closing.count
                } else {
                    index += (hashes == 0 && characters[index] == "\\") ? 2 : 1
                }
                continue
            }
            if characters.matches("//", at: index) { break }
            if characters.matches("/*", at: index) {
                blockCommentDepth = 1
                index += 2
                continue
            }
            var hashes = 0
            while characters.matches("#", at: index + hashes) { hashes += 1 }
            if characters.matches("\"", at: index + hashes) {
                let start = index + hashes
                if characters.matches("\"\"\"", at: start) {
                    openMultilineStringHashes = hashes
                    index = start + 3
                } else {
                    index = endOfString(characters, from: start + 1, hashes: hashes)
                    code += "\"\""
                }
                continue
            }
            code.append(characters[index])
            index += 1
        }
        return code
    }

    /// The index after the closing quote of a single-line string whose content starts at `start`.
    private func endOfString(_ characters: [Character], from start: Int, hashes: Int) -> Int {
        let closing = "\"" + String(repeating: "#", count: hashes)
        var index = start
        while index < characters.count {
            if hashes == 0, characters[index] == "\\" {
                index += 2
            } else if characters.matches(closing, at: index) {
                return index + closing.count
            } else {
                index += 1
            }
        }
        return characters.count
    }
}

extension Array where Element == Character {
    /// Whether `text` occurs at `index`.
    func matches(_ text: String, at index: Int) -> Bool {
        guard index >= 0 else { return false }
        var position = index
        for character in text {
            guard position < count, self[position] == character else { return false }
            position += 1
        }
        return true
    }
}
