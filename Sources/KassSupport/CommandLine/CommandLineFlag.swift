/// One flag a command takes, for ``CommandLineReader`` and ``CommandHelp``.
///
/// ```swift
/// CommandLineFlag("--parallel", value: .required("N"), summary: "Run N processes at once.", defaultValue: "1")
/// CommandLineFlag("--help", aliases: ["-h"], summary: "Show this help.")
/// ```
package struct CommandLineFlag: Sendable, Equatable {
    /// Whether the flag takes a value, and how it is written.
    package enum Value: Sendable, Equatable {
        /// A switch: `--clean`. `--clean=yes` is a usage error.
        case none
        /// A value, from `--flag=value` or the next word (which must not start with `--`).
        /// `name` is the placeholder in messages and help (`N`, `PATH`, `<string>`).
        case required(String)
        /// A value that may be left out: `--flag=value`, or the next word when it is one of
        /// `accepted` (a boolean's `true`/`false`); alone, the flag has no value.
        case optional(String, accepted: Set<String>)

        /// The placeholder, or nil for a switch.
        package var name: String? {
            switch self {
            case .none: nil
            case let .required(name), let .optional(name, _): name
            }
        }
    }

    /// The name, with its dashes (`--parallel`).
    package var name: String
    /// Other spellings (`-h`), read as the name.
    package var aliases: [String]
    /// Whether and how it takes a value.
    package var value: Value
    /// What it does, for help.
    package var summary: String
    /// The value used when the flag is not given, shown in help; nil to show none.
    package var defaultValue: String?
    /// Whether the flag may be given more than once (else a second one is a usage error).
    package var isRepeatable: Bool

    /// A flag.
    package init(
        _ name: String,
        aliases: [String] = [],
        value: Value = .none,
        summary: String,
        defaultValue: String? = nil,
        isRepeatable: Bool = false
    ) {
        self.name = name
        self.aliases = aliases
        self.value = value
        self.summary = summary
        self.defaultValue = defaultValue
        self.isRepeatable = isRepeatable
    }

    /// The flag as help writes it: `--parallel N`.
    package var usage: String {
        value.name.map { "\(name) \($0)" } ?? name
    }
}
