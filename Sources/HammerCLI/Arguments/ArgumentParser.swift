import Foundation
import HammerProtocol
import KassSupport

/// Turns `hammer <command> [--flag value]...` into a ``CommandInvocation``, typing each value by the
/// command's descriptor: a boolean flag alone is `true` (or takes `true`/`false`), integers and
/// numbers are parsed strictly, objects are JSON text. `-` alone reads one JSON object from
/// standard input.
///
/// ```swift
/// let call = try ArgumentParser.parse(["tap", "--identifier", "home.send"], catalog: catalog, readStandardInput: { "" })
/// // call.arguments == ["identifier": .string("home.send")]
/// ```
public enum ArgumentParser {
    /// Parses `arguments` (the command first) against `catalog`. `readStandardInput` is called only for `-`.
    public static func parse(
        _ arguments: [String], catalog: [CommandDescriptor], readStandardInput: () -> String
    ) throws(HammerCLIError) -> CommandInvocation {
        guard let name = arguments.first else { throw .noCommand }
        guard let descriptor = catalog.first(where: { $0.name == name }) else {
            throw .unknownCommand(name: name, suggestions: suggestions(for: name, among: catalog.map(\.name)))
        }
        return try parse(Array(arguments.dropFirst()), for: descriptor, readStandardInput: readStandardInput)
    }

    /// Parses the flags after the command name against `descriptor`.
    public static func parse(
        _ flags: [String], for descriptor: CommandDescriptor, readStandardInput: () -> String
    ) throws(HammerCLIError) -> CommandInvocation {
        var invocation = CommandInvocation(command: descriptor.name)
        let toolFlags = ToolOnlyFlag.flags(for: descriptor.name)
        var readsStandardInput = false
        var givesFlags = false
        var index = 0
        while index < flags.count {
            let word = flags[index]
            index += 1
            if word == "-" {
                readsStandardInput = true
                continue
            }
            guard word.hasPrefix("--"), word.count > 2 else { throw .unexpectedArgument(word) }
            // `--flag=value` is `--flag value`.
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let flag = String(parts[0])
            let inlineValue = parts.count == 2 ? String(parts[1]) : nil
            if let toolFlag = toolFlags.first(where: { $0.rawValue == flag }) {
                switch toolFlag {
                case .json:
                    if let inlineValue { throw .badValue(flag: flag, value: inlineValue, expected: "no value") }
                    invocation.printsJSON = true
                case .output:
                    if let inlineValue {
                        invocation.outputPath = inlineValue
                        continue
                    }
                    guard index < flags.count, !flags[index].hasPrefix("--") else { throw .missingValue(flag: flag, type: "a file path") }
                    invocation.outputPath = flags[index]
                    index += 1
                }
                continue
            }
            guard let parameter = FlagName.parameter(forFlag: flag, in: descriptor.parameters) else {
                let known = descriptor.parameters.map { FlagName.flag(forKey: $0.name) } + toolFlags.map(\.rawValue)
                throw .unknownFlag(flag: flag, command: descriptor.name, suggestions: suggestions(for: flag, among: known))
            }
            guard invocation.arguments[parameter.name] == nil else { throw .repeatedFlag(flag: flag) }
            givesFlags = true
            if let inlineValue {
                invocation.arguments[parameter.name] = try FlagValue.parseInline(inlineValue, flag: flag, type: parameter.type)
                continue
            }
            let next = index < flags.count ? flags[index] : nil
            let (value, consumed) = try FlagValue.parse(next, flag: flag, type: parameter.type)
            invocation.arguments[parameter.name] = value
            if consumed { index += 1 }
        }
        if readsStandardInput {
            guard !givesFlags, flags.filter({ $0 == "-" }).count == 1 else { throw .stdinMixedWithFlags }
            invocation.arguments = try standardInputObject(readStandardInput())
            return invocation
        }
        for parameter in descriptor.parameters where parameter.required && invocation.arguments[parameter.name] == nil {
            throw .missingArgument(flag: FlagName.flag(forKey: parameter.name), command: descriptor.name)
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
        guard let object = value.objectValue else { throw .badStandardInput(reason: "it is \(FlagValue.typeName(of: value)), not an object") }
        return object
    }

    /// The nearest names to `wanted` (did-you-mean), best first: the agent's own rule, so the tool
    /// and the app suggest the same names.
    public static func suggestions(for wanted: String, among names: [String]) -> [String] {
        NearMatchRanker.rankNames(wanted, among: names)
    }
}
