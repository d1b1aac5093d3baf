import Foundation
import HammerProtocol
import KassSupport

/// Turns `hammer <command> [--flag value]...` into a ``CommandInvocation``: the package's one
/// command-line reader reads the words against flags derived from the command's descriptor, and
/// each value is typed by it: a boolean flag alone is `true` (or takes `true`/`false`), integers and
/// numbers are parsed strictly, objects are JSON text. `-` alone reads one JSON object from
/// standard input.
///
/// ```swift
/// let call = try ArgumentParser.parse(["tap", "--identifier", "home.send"], catalog: catalog, readStandardInput: { "" })
/// // call.arguments == ["identifier": .string("home.send")]
/// ```
public enum ArgumentParser {
    /// Parses `arguments` (the command first) against `catalog`. `readStandardInput` is called only for `-`.
    package static func parse(
        _ arguments: [String], catalog: [CommandDescriptor], readStandardInput: () -> String
    ) throws(HammerCLIError) -> CommandInvocation {
        guard let name = arguments.first else { throw .usage(.missingChoice(command: "hammer", kind: "command", choices: [])) }
        guard let descriptor = catalog.first(where: { $0.name == name }) else {
            throw .unknownCommand(name, among: catalog.map(\.name))
        }
        return try parse(Array(arguments.dropFirst()), for: descriptor, readStandardInput: readStandardInput)
    }

    /// The flags of `descriptor` for the command-line reader: one per parameter (`--settle-timeout`,
    /// also spelled `--settleTimeout`), then the tool-only flags.
    static func commandLineFlags(for descriptor: CommandDescriptor) -> [CommandLineFlag] {
        let parameters = descriptor.parameters.map { parameter in
            let flag = FlagName.flag(forKey: parameter.name)
            let aliases = flag == "--" + parameter.name ? [] : ["--" + parameter.name]
            return CommandLineFlag(
                flag, aliases: aliases, value: FlagValue.commandLineValue(for: parameter.type), summary: parameter.summary
            )
        }
        let toolFlags = ToolOnlyFlag.flags(for: descriptor.name).map { flag in
            CommandLineFlag(flag.rawValue, value: flag == .output ? .required("<file>") : .none, summary: flag.summary)
        }
        return parameters + toolFlags
    }

    /// Parses the flags after the command name against `descriptor`.
    package static func parse(
        _ flags: [String], for descriptor: CommandDescriptor, readStandardInput: () -> String
    ) throws(HammerCLIError) -> CommandInvocation {
        let reader = CommandLineReader(command: "hammer \(descriptor.name)", flags: commandLineFlags(for: descriptor))
        let parsed: ParsedCommandLine
        do {
            parsed = try reader.read(flags)
        } catch {
            throw .usage(error)
        }
        if let word = parsed.positionals.first(where: { $0 != "-" }) {
            throw .usage(.unexpectedArgument(command: reader.command, argument: word))
        }
        var invocation = CommandInvocation(command: descriptor.name)
        var givesFlags = false
        for occurrence in parsed.occurrences {
            if let toolFlag = ToolOnlyFlag(rawValue: occurrence.flag) {
                switch toolFlag {
                case .json: invocation.printsJSON = true
                case .output: invocation.outputPath = occurrence.value
                }
                continue
            }
            guard let parameter = FlagName.parameter(forFlag: occurrence.flag, in: descriptor.parameters) else { continue }
            givesFlags = true
            invocation.arguments[parameter.name] = try FlagValue.value(occurrence.value, flag: occurrence.flag, type: parameter.type)
        }
        if !parsed.positionals.isEmpty {
            guard !givesFlags, parsed.positionals.count == 1 else { throw .stdinMixedWithFlags }
            invocation.arguments = try standardInputObject(readStandardInput())
            return invocation
        }
        for parameter in descriptor.parameters where parameter.required && invocation.arguments[parameter.name] == nil {
            let valueName = FlagValue.commandLineValue(for: parameter.type).name
            throw .usage(.missingFlag(command: reader.command, flag: FlagName.flag(forKey: parameter.name), valueName: valueName))
        }
        return invocation
    }

    /// The JSON object in `text`, or ``HammerCLIError/badStandardInput(reason:)``.
    static func standardInputObject(_ text: String) throws(HammerCLIError) -> [String: AgentJSONValue] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .badStandardInput(reason: "it is empty") }
        let value: AgentJSONValue
        do {
            value = try AgentJSONValue.parsing(Data(trimmed.utf8))
        } catch {
            throw .badStandardInput(reason: "it is not valid JSON: \(error)")
        }
        guard let object = value.objectValue else { throw .badStandardInput(
            reason: "it is \(FlagValue.typeName(of: value)), not an object"
        ) }
        return object
    }

    /// The nearest names to `wanted` (did-you-mean), best first: the agent's own rule, so the tool
    /// and the app suggest the same names.
    public static func suggestions(for wanted: String, among names: [String]) -> [String] {
        NearMatchRanker.rankNames(wanted, among: names)
    }
}
