import Foundation
import HammerProtocol

/// Turns the agent's answer into what the tool prints: the short delta after a mutating command,
/// the tree text for `describe`, `key: value` lines for `status`, `inspect` and other commands,
/// and `error:`/`hint:` lines for failures.
enum OutputFormatter {
    /// The standard output text for a successful answer to `command` (screenshots aside).
    static func success(_ result: AgentCommandResult, command: String) -> String {
        if let delta = result.delta, !delta.isEmpty { return delta }
        guard let output = result.output else { return "ok" }
        if command == "describe", let text = output["text"]?.stringValue { return text }
        let lines = readableLines(output)
        return lines.isEmpty ? "ok" : lines.joined(separator: "\n")
    }

    /// The standard error text for a failed answer: `error: …` then one `hint: …` per hint.
    static func failure(_ result: AgentCommandResult) -> String {
        let message = result.error ?? "the command failed without a message"
        return (["error: \(message)"] + (result.hint ?? []).map { "hint: \($0)" }).joined(separator: "\n")
    }

    /// The exit code for an answer: 0 ok, 1 failed, 2 invalid.
    static func exitCode(_ result: AgentCommandResult) -> Int32 {
        if result.ok { return 0 }
        return result.kind == .failed ? 1 : 2
    }

    /// The line printed after a screenshot is written: `screenshot.png: 390x844 px, 12345 bytes`.
    static func screenshotLine(path: String, byteCount: Int, output: AgentJSONValue?) -> String {
        let width = output?["width"]?.numberValue.map { Int($0) }
        let height = output?["height"]?.numberValue.map { Int($0) }
        let size = width.flatMap { width in height.map { "\(width)x\($0) px, " } } ?? ""
        return "\(path): \(size)\(byteCount) bytes"
    }

    /// Readable lines for any JSON output: `key: value`, nested objects indented, arrays as `- item`,
    /// nulls left out.
    static func readableLines(_ value: AgentJSONValue, indent: String = "") -> [String] {
        switch value {
        case let .object(members):
            var lines: [String] = []
            for key in members.keys.sorted() {
                guard let member = members[key] else { continue }
                switch member {
                case .null:
                    continue
                case .object(let nested) where nested.isEmpty:
                    continue
                case .object:
                    lines.append("\(indent)\(key):")
                    lines += readableLines(member, indent: indent + "  ")
                case .array(let items) where items.isEmpty:
                    lines.append("\(indent)\(key): none")
                case .array:
                    lines.append("\(indent)\(key):")
                    lines += readableLines(member, indent: indent + "  ")
                default:
                    lines.append("\(indent)\(key): \(scalarText(member))")
                }
            }
            return lines
        case let .array(items):
            return items.flatMap { item -> [String] in
                switch item {
                case .object, .array:
                    let nested = readableLines(item, indent: indent + "  ")
                    guard let first = nested.first else { return ["\(indent)-"] }
                    return ["\(indent)- " + first.dropFirst(indent.count + 2)] + nested.dropFirst()
                default:
                    return ["\(indent)- \(scalarText(item))"]
                }
            }
        case .null:
            return []
        default:
            return [indent + scalarText(value)]
        }
    }

    private static func scalarText(_ value: AgentJSONValue) -> String {
        switch value {
        case let .string(text): text
        case let .bool(flag): flag ? "yes" : "no"
        case let .number(number): number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case let .integer(integer): String(integer)
        default: value.jsonText
        }
    }
}
