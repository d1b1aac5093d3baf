/// One token of Swift source as ``SwiftTokenizer`` reads it: its kind, its exact text and where it
/// sits. Concatenating the texts of all tokens of a file gives the file back, byte for byte.
struct SwiftToken: Equatable, Sendable {
    /// What the token is, as far as a tokenizer can tell without parsing.
    enum Kind: Equatable, Sendable {
        /// A name: `count`, `` `default` ``, `$0`, `_`.
        case identifier
        /// A reserved word (`func`, `if`, `return`, `true`…); see ``SwiftTokenizer/keywords``.
        case keyword
        /// An integer literal (`42`, `0x1F`, `1_000`).
        case integerLiteral
        /// A floating-point literal (`1.5`, `2e3`).
        case floatLiteral
        /// A string literal with its quotes (`"a"`, `#"raw"#`, a `"""` block); interpolations stay inside.
        case stringLiteral
        /// A run of operator characters (`<=`, `&&`, `!`, `..<`, `=`).
        case `operator`
        /// `(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;`, `.`, `@`, `->`, a postfix `?` or `!`.
        case punctuation
        /// `#if`, `#selector`, `#available`… (the `#` and the word).
        case poundDirective
        /// A `//` or `/* */` comment.
        case comment
        /// Spaces and tabs.
        case whitespace
        /// One line break.
        case newline
    }

    /// The kind.
    var kind: Kind
    /// The exact source text.
    var text: String
    /// The 1-based line the token starts on.
    var line: Int
    /// The 1-based column (in characters) the token starts at.
    var column: Int

    /// Whether the token is trivia (whitespace, a line break or a comment).
    var isTrivia: Bool { kind == .whitespace || kind == .newline || kind == .comment }
}
