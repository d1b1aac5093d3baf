import Foundation

/// The answer to one command, as JSON:
///
/// ```json
/// {"ok":true,"output":{…},"delta":"tapped button \"Send\" #home.send [ref=e9]; screen changed: …"}
/// {"ok":false,"kind":"invalid","error":"unknown command 'tpa'","hint":["did you mean: 'tap'?"]}
/// ```
///
/// `delta` is present only for commands that change the app; `kind` is `failed` (the command ran
/// and failed: exit code 1) or `invalid` (the call was wrong: exit code 2).
public struct AgentCommandResult: Codable, Sendable, Equatable {
    /// Whether the command succeeded.
    public var ok: Bool
    /// The command's output (success only).
    public var output: AgentJSONValue?
    /// What a mutating command hit and whether the screen changed (success only).
    public var delta: String?
    /// The failure class (failure only).
    public var kind: AgentCommandError.Kind?
    /// What was wrong (failure only).
    public var error: String?
    /// How to fix it, one suggestion each (failure only).
    public var hint: [String]?

    /// A success carrying `output` and, for a mutating command, its `delta`.
    public static func success(_ output: AgentJSONValue, delta: String? = nil) -> AgentCommandResult {
        AgentCommandResult(ok: true, output: output, delta: delta, kind: nil, error: nil, hint: nil)
    }

    /// A failure described by `error`.
    public static func failure(_ error: AgentCommandError) -> AgentCommandResult {
        AgentCommandResult(ok: false, output: nil, delta: nil, kind: error.kind, error: error.message, hint: error.hints)
    }

    /// The HTTP status of this answer: 200 ok, 422 failed, 400 invalid.
    public var httpStatus: Int {
        switch (ok, kind) {
        case (true, _): 200
        case (false, .failed?): 422
        default: 400
        }
    }

    /// The answer as JSON data (keys sorted, so answers are stable).
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data(#"{"ok":false,"kind":"failed","error":"the answer could not be encoded"}"#.utf8)
    }
}
