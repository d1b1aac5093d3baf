/// A brace-delimited block of Swift code whose body holds statements (a function, initializer or
/// accessor body, a closure, the block of an `if`/`else`/`guard`/`for`/`while`/`repeat`/`do`/`catch`/
/// `defer`), found by ``SwiftCodeBlockFinder``. Type bodies, `switch` bodies and accessor lists
/// (`{ get set }`, `{ get { … } set { … } }`) are not code blocks: a statement cannot stand there.
struct SwiftCodeBlock: Equatable, Sendable {
    /// Where the block's code sits, for what the tool says about it.
    enum Kind: String, Equatable, Sendable {
        /// `func`, `init`, `deinit`, `subscript`, or an operator's body.
        case function
        /// A computed property's getter written without `get`, or an accessor (`get`, `set`, `didSet`…).
        case accessor
        /// A closure (its body after any `params in` header).
        case closure
        /// The block of a statement (`if`, `else`, `guard … else`, `for`, `while`, `repeat`, `do`, `catch`, `defer`).
        case statement
    }

    /// A number unique in its file, in order of the opening braces.
    var id: Int
    /// What owns the block.
    var kind: Kind
    /// The token index of the `{`.
    var open: Int
    /// The token index of the matching `}`.
    var close: Int
    /// The first token index of the statements (after the `{`, and after `in` for a closure with a header).
    var bodyStart: Int
    /// The innermost code block this one is inside, if any.
    var parent: Int?

    /// The token indices of the statements: `bodyStart..<close`.
    var body: Range<Int> { bodyStart..<close }
}
