import Foundation
import HammerProtocol

/// `hammer guide`: a Markdown guide for coding agents. The workflow (describe → act → wait →
/// screenshot), how refs work and when they go stale, exit codes, every command with its flags,
/// and the app's own commands when the app is reachable.
public enum AgentGuide {
    /// The guide for `catalog`; `builtInNames` tells the app's own commands apart.
    public static func markdown(catalog: [CommandDescriptor], builtInNames: Set<String>, appReachable: Bool) -> String {
        var lines = [
            "# Driving a running app with `hammer`",
            "",
            "`hammer` talks to the Hammer agent inside a running app (127.0.0.1:$HAMMER_AGENT_PORT, default 9876;",
            "set `HAMMER_AGENT_TOKEN` when the app was started with a token). Start the reference app with",
            "`swift run chaosbank --agent`.",
            "",
            "## Workflow",
            "",
            "1. **Look**: `hammer describe` prints the screen as an indented tree, one element per line:",
            "   `- role \"label\" #identifier [states] [ref=eN]: value`, under a header with the screen size,",
            "   scale, focused element and alert. `--interactive` lists only what can be acted on; `--find TEXT`",
            "   filters; `--depth N` limits the depth; `--frames` adds frames in screen points.",
            "2. **Act**: `hammer tap --identifier home.send` (or `--label`, `--value`, `--traits`, `--ref e12`,",
            "   `--x --y`). Element matching is strict and exact; several matches are an error listing their refs.",
            "   A mutating command prints a short delta (what was hit, whether the screen changed), not the tree.",
            "3. **Wait**: `hammer wait --identifier transfer.amount` (or `--gone`, `--timeout SECONDS`, 0 to 300) until the",
            "   app shows (or removes) what the next step needs. Never sleep: wait for the element.",
            "4. **Check**: `hammer describe` again, `hammer inspect --ref e12` for one element in depth, or",
            "   `hammer screenshot --output screen.png` to look at the pixels.",
            "",
            "## Refs",
            "",
            "Every element `describe` prints gets a ref (`e12`). It stays the same while the element lives and",
            "keeps its role and label, so it can be used across calls. When the element is removed or changes",
            "role or label, the ref is stale: the command fails (exit 1) with a hint to run `describe` again.",
            "A stale ref never falls back to coordinates. Constraints from `inspect` have refs too (`c4`),",
            "used by `set-constraint`.",
            "",
            "## Live layout edits",
            "",
            "`set-property --ref e12 --property alpha --to 0.5` and `set-constraint --constraint c4 --constant 16`",
            "change the running app; `changes` lists what is in force and `revert` restores the originals.",
            "",
            "## Arguments, output and exit codes",
            "",
            "- Flags are the JSON keys in kebab-case (`--key value` or `--key=value`); a boolean flag alone means true; "
                + "numbers are strict.",
            "- `hammer <command> -` reads one JSON object of arguments from standard input (nothing else may follow).",
            "- `--json` prints the agent's raw answer. Errors go to standard error as `error:` and `hint:` lines.",
            "- Exit codes: 0 ok; 1 the command ran and failed (timeout, stale ref, nothing hittable);",
            "  2 invalid call (unknown command or flag, bad or missing value, bad JSON);",
            "  3 the app is unreachable or refused the call (check HAMMER_AGENT_PORT, HAMMER_AGENT_TOKEN).",
            "- `hammer mcp` serves the same commands as MCP tools over stdio.",
            "",
            "## Commands",
            "",
        ]
        let builtIns = catalog.filter { builtInNames.contains($0.name) }
        let custom = catalog.filter { !builtInNames.contains($0.name) }
        lines += builtIns.flatMap(section)
        if !custom.isEmpty {
            lines += ["## The app's own commands", ""] + custom.flatMap(section)
        } else if !appReachable {
            lines += ["_The app is not reachable, so its own commands (if any) are not listed. Start it and run `hammer guide` again._", ""]
        }
        return lines.joined(separator: "\n")
    }

    private static func section(_ descriptor: CommandDescriptor) -> [String] {
        var lines = ["### `\(descriptor.name)`", "", descriptor.summary, ""]
        for parameter in descriptor.parameters {
            let needs = parameter.required ? ", required" : ""
            lines.append("- `\(FlagName.flag(forKey: parameter.name))` (\(parameter.type.rawValue)\(needs)): \(parameter.summary)")
        }
        if !descriptor.parameters.isEmpty { lines.append("") }
        if let example = descriptor.examples.first(where: { $0 != "{}" }) ?? descriptor.examples.first {
            lines += ["Example: `\(HelpText.commandLine(for: descriptor.name, example: example))`", ""]
        }
        return lines
    }
}
