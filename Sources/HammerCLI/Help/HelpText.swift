import Foundation
import HammerProtocol
import KassSupport

/// The text of `hammer help` and `hammer help <command>`, built from the command catalog so that
/// the app's own commands appear next to the built-ins.
public enum HelpText {
    /// The commands only the tool has (not sent to the app).
    public static let toolCommands: [(name: String, summary: String)] = [
        ("help", "Lists the commands, or shows one command's flags, JSON keys and examples: help [command]."),
        ("guide", "Prints a Markdown guide for coding agents: the workflow and every command."),
        ("mcp", "Serves the commands as MCP tools over standard input and output (JSON-RPC, one message per line)."),
    ]

    /// `hammer help`: every command with its summary, the environment and the exit codes, in the
    /// package's one help layout.
    public static func overview(catalog: [CommandDescriptor], appReachable: Bool) -> String {
        let commandsTitle = appReachable
            ? "App commands (from the running app)" : "Commands (built-in; the app is not reachable, so its own commands are not listed)"
        return CommandHelp(
            usage: [
                "hammer <command> [--flag value | --flag=value]...",
                "hammer <command> -        (one JSON object of arguments on standard input)",
            ],
            summary: "hammer: drive a running app through its Hammer agent.",
            sections: [
                CommandHelp.Section(title: commandsTitle, rows: catalog.map { (name: $0.name, summary: $0.summary) }),
                CommandHelp.Section(title: "Tool commands", rows: toolCommands),
                CommandHelp.Section(title: "Environment", rows: [
                    ("HAMMER_AGENT_PORT", "the agent's port on 127.0.0.1 (default \(AgentEndpoint.defaultPort))"),
                    ("HAMMER_AGENT_TOKEN", "the Bearer token, when the app was started with one"),
                ]),
            ],
            footer: """
                Exit codes: 0 ok, 1 the command ran and failed, 2 invalid call, 3 app unreachable or refused.
                Run hammer help <command> for its flags, or hammer guide for the workflow.
                """
        ).rendered
    }

    /// `hammer help <command>`, in the package's one help layout: usage, each flag with its value
    /// type, JSON key and whether it is required, the tool-only flags, and the examples as command
    /// lines and as JSON.
    public static func command(_ descriptor: CommandDescriptor) -> String {
        let usageFlags = descriptor.parameters.map { parameter in
            let flag = FlagName.flag(forKey: parameter.name)
            let value = parameter.type == .boolean ? "" : " <\(parameter.type.rawValue)>"
            return parameter.required ? "\(flag)\(value)" : "[\(flag)\(value)]"
        }
        var flags = ArgumentParser.commandLineFlags(for: descriptor)
        for (index, parameter) in descriptor.parameters.enumerated() {
            let needs = parameter.required ? "required" : "optional"
            flags[index].summary = "JSON key \"\(parameter.name)\", \(needs). \(parameter.summary)"
        }
        var examples: [String] = []
        for example in descriptor.examples {
            examples += [commandLine(for: descriptor.name, example: example), "  JSON: \(example)"]
        }
        return CommandHelp(
            usage: [
                "hammer \(([descriptor.name] + usageFlags).joined(separator: " "))",
                "hammer \(descriptor.name) -   (the JSON object on standard input)",
            ],
            summary: "hammer \(descriptor.name): \(descriptor.summary)",
            flags: flags,
            examples: examples,
            footer: descriptor.isMutating
                ? "Prints a short delta: what was hit and whether the screen changed." : "Prints its answer; --json prints the raw "
                    + "envelope."
        ).rendered
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
            case let .number(number): words += [
                flag, number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
            ]
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
