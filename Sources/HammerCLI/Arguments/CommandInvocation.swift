import Foundation
import HammerProtocol

/// One parsed `hammer <command> [--flag value]...` call: the command, its JSON arguments and the
/// options that only the tool reads (they are never sent to the app).
public struct CommandInvocation: Sendable, Equatable {
    /// The command's name (`tap`).
    public var command: String
    /// The JSON arguments sent to the agent.
    public var arguments: [String: AgentJSONValue]
    /// `--json`: print the agent's raw envelope instead of the readable output.
    public var printsJSON: Bool
    /// `screenshot --output FILE`: where the PNG goes (nil: `screenshot.png`).
    public var outputPath: String?

    /// An invocation.
    public init(command: String, arguments: [String: AgentJSONValue] = [:], printsJSON: Bool = false, outputPath: String? = nil) {
        self.command = command
        self.arguments = arguments
        self.printsJSON = printsJSON
        self.outputPath = outputPath
    }

    /// The arguments as the JSON text of the request body.
    public var body: String {
        AgentJSONValue.object(arguments).jsonText
    }
}

/// The flags every command takes besides its own parameters, read by the tool only.
public enum ToolOnlyFlag: String, CaseIterable, Sendable {
    /// Print the raw envelope.
    case json = "--json"
    /// Where `screenshot` writes its PNG.
    case output = "--output"

    /// The tool-only flags `command` takes.
    public static func flags(for command: String) -> [ToolOnlyFlag] {
        command == "screenshot" ? [.json, .output] : [.json]
    }

    /// What the flag does, for `help`.
    public var summary: String {
        switch self {
        case .json: "Print the agent's raw JSON answer instead of the readable output."
        case .output: "The file the PNG is written to (default screenshot.png)."
        }
    }
}

/// Names of flags and JSON keys: `--type-text`-style flags for camelCase keys.
public enum FlagName {
    /// The flag for a JSON key: `identifier` → `--identifier`, `settleTimeout` → `--settle-timeout`.
    public static func flag(forKey key: String) -> String {
        var result = "--"
        for character in key {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The JSON key a flag names among `parameters`, if any (the kebab-case flag or the key itself).
    public static func parameter(forFlag flag: String, in parameters: [ParameterDescriptor]) -> ParameterDescriptor? {
        parameters.first { flag == Self.flag(forKey: $0.name) || flag == "--" + $0.name }
    }
}
