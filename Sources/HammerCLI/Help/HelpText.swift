import Foundation
import HammerProtocol

/// The text of `hammer help` and `hammer help <command>`, built from the command catalog so that
/// the app's own commands appear next to the built-ins.
public enum HelpText {
    /// The commands only the tool has (not sent to the app).
    public static let toolCommands: [(name: String, summary: String)] = [
        ("help", "Lists the commands, or shows one command's flags, JSON keys and examples: help [command]."),
        ("guide", "Prints a Markdown guide for coding agents: the workflow and every command."),
        ("mcp", "Serves the commands as MCP tools over standard input and output (JSON-RPC, one message per line)."),
    ]

    /// `hammer help`: every command with its summary, the environment and the exit codes.
    public static func overview(catalog: [CommandDescriptor], appReachable: Bool) -> String {
        let width = (catalog.map(\.name) + toolCommands.map(\.name)).map(\.count).max() ?? 0
        func row(_ name: String, _ summary: String) -> String {
            "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary
        }
        var lines = [
            "hammer: drive a running app through its Hammer agent.",
            "",
            "Usage: hammer <command> [--flag value | --flag=value]...",
            "       hammer <command> -        (one JSON object of arguments on standard input)",
            "",
            appReachable ? "App commands (from the running app):" : "Commands (built-in; the app is not reachable, so its own commands are not listed):",
        ]
        lines += catalog.map { row($0.name, $0.summary) }
        lines += ["", "Tool commands:"] + toolCommands.map { row($0.name, $0.summary) }
        lines += [
            "",
            "Environment:",
            "  HAMMER_AGENT_PORT   the agent's port on 127.0.0.1 (default \(AgentEndpoint.defaultPort))",
            "  HAMMER_AGENT_TOKEN  the Bearer token, when the app was started with one",
            "",
            "Exit codes: 0 ok, 1 the command ran and failed, 2 invalid call, 3 app unreachable or refused.",
            "Run hammer help <command> for its flags, or hammer guide for the workflow.",
        ]
        return lines.joined(separator: "\n")
    }

    /// `hammer help <command>`: usage, each flag with its type, JSON key and whether it is required,
    /// the tool-only flags, and the examples as command lines and as JSON.
    public static func command(_ descriptor: CommandDescriptor) -> String {
        let flags = descriptor.parameters.map { parameter in
            let flag = FlagName.flag(forKey: parameter.name)
            let value = parameter.type == .boolean ? "" : " <\(parameter.type.rawValue)>"
            return parameter.required ? "\(flag)\(value)" : "[\(flag)\(value)]"
        }
        var lines = ["hammer \(descriptor.name): \(descriptor.summary)", ""]
        lines.append("Usage: hammer \(([descriptor.name] + flags).joined(separator: " "))")
        lines.append("       hammer \(descriptor.name) -   (the JSON object on standard input)")
        lines.append("")
        if descriptor.parameters.isEmpty {
            lines.append("Arguments: none.")
        } else {
            lines.append("Arguments:")
            for parameter in descriptor.parameters {
                let flag = FlagName.flag(forKey: parameter.name)
                let needs = parameter.required ? "required" : "optional"
                lines.append("  \(flag) <\(parameter.type.rawValue)>  JSON key \"\(parameter.name)\", \(needs). \(parameter.summary)")
            }
        }
        lines.append("")
        lines.append("Tool flags:")
        for flag in ToolOnlyFlag.flags(for: descriptor.name) {
            lines.append("  \(flag.rawValue)\(flag == .output ? " <file>" : "")  \(flag.summary)")
        }
        if !descriptor.examples.isEmpty {
            lines += ["", "Examples:"]
            for example in descriptor.examples {
                lines.append("  " + commandLine(for: descriptor.name, example: example))
                lines.append("    JSON: \(example)")
            }
        }
        lines += ["", descriptor.isMutating ? "Prints a short delta: what was hit and whether the screen changed." : "Prints its answer; --json prints the raw envelope."]
        return lines.joined(separator: "\n")
    }

    /// A command line for a JSON example: `{"identifier":"home.send"}` → `hammer tap --identifier home.send`.
    public static func commandLine(for command: String, example: String) -> String {
        guard let object = AgentJSONValue.parse(example)?.objectValue else { return "echo '\(example)' | hammer \(command) -" }
        var words = ["hammer", command]
        for key in object.keys.sorted() {
            guard let value = object[key] else { continue }
            let flag = FlagName.flag(forKey: key)
            switch value {
            case .bool(true): words.append(flag)
            case .bool(false): words += [flag, "false"]
            case let .string(text): words += [flag, shellQuoted(text)]
            case let .number(number): words += [flag, number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)]
            case let .integer(integer): words += [flag, String(integer)]
            default: words += [flag, shellQuoted(value.jsonText)]
            }
        }
        return words.joined(separator: " ")
    }

    /// `text` quoted for a POSIX shell when it needs it.
    static func shellQuoted(_ text: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/:,@+=")
        if !text.isEmpty, text.allSatisfy({ plain.contains($0) }) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
