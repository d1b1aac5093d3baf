import Foundation

/// Writes Allure 2 results into `<results>/allure-results/`: one `<uuid>-result.json` per test
/// (see ``KassAllureResult``) with the step tree nested as Allure steps, and each attachment copied
/// next to it as `<uuid>-attachment.<ext>` so the folder is self-contained (`allure generate` or
/// `allure serve` it).
///
/// Writing never fails a test: a problem is printed on standard error and kept in ``problems``; an
/// attachment whose file cannot be copied is left out of the result.
@MainActor
public final class KassAllureReporter: KassReporter {
    /// `<results>/allure-results`.
    public let directory: URL
    /// The `host` label.
    public let host: String
    /// Problems met while writing, in order.
    public private(set) var problems: [String] = []
    /// The result files written, in order.
    private(set) var writtenFiles: [URL] = []
    private var recorder = KassStepTreeRecorder()

    /// A reporter writing into `<resultsDirectory>/allure-results`; `host` labels the results
    /// (the machine's name by default).
    public init(resultsDirectory: URL, host: String = ProcessInfo.processInfo.hostName) {
        directory = resultsDirectory.appendingPathComponent("allure-results", isDirectory: true)
        self.host = host
    }

    /// Records the event; writes the result when a test finishes.
    public func handle(_ event: KassEvent) {
        guard let tree = recorder.record(event) else { return }
        let result = makeResult(for: tree)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let file = directory.appendingPathComponent("\(result.uuid)-result.json")
        do {
            let data = try encoder.encode(result)
            if let problem = KassReportFiles.write(data, to: file) {
                note(problem)
            } else {
                writtenFiles.append(file)
            }
        } catch {
            note("could not encode the Allure result of \(tree.test.fullName): \(error)")
        }
    }

    /// The result for a finished test; copies its attachments into ``directory``.
    func makeResult(for tree: KassStepTree) -> KassAllureResult {
        let start = Self.milliseconds(tree.test.startedAt)
        let wall = tree.end?.wallDuration ?? 0
        let failures = tree.failureMessages()
        let flakes = tree.end?.flakes ?? []
        let status: String = switch tree.status {
        case .passed: "passed"
        case .skipped: "skipped"
        case .failed: failures.isEmpty || tree.failureKind == .misuse ? "broken" : "failed"
        case nil: "broken"
        }
        var details: KassAllureResult.StatusDetails?
        if status != "passed" || !flakes.isEmpty {
            let trace = KassStepTreeText.lines(for: tree).joined(separator: "\n")
            details = .init(message: failures.first, trace: status == "passed" ? nil : trace, flaky: flakes.isEmpty ? nil : true)
        }
        let hash = KassStableHash.fnv1a64Hex(tree.test.fullName)
        let labels: [(String, String)] = [
            ("suite", tree.test.suite), ("testClass", tree.test.suite), ("testMethod", tree.test.name),
            ("framework", "kass"), ("language", "swift"), ("host", host),
        ]
        return KassAllureResult(
            uuid: UUID().uuidString.lowercased(), historyId: hash, testCaseId: hash,
            name: tree.test.name, fullName: tree.test.fullName, status: status, statusDetails: details,
            stage: "finished", start: start, stop: start + Self.milliseconds(wall),
            labels: labels.map { KassAllureResult.Label(name: $0.0, value: $0.1) },
            parameters: [], attachments: [],
            steps: tree.children(of: nil).map { makeStep($0, in: tree) }
        )
    }

    private func makeStep(_ node: KassStepTree.Node, in tree: KassStepTree) -> KassAllureResult.Step {
        let start = Self.milliseconds(node.startedAt)
        let status = node.failureKind == .misuse ? "broken" : node.status?.rawValue ?? "broken"
        var details: KassAllureResult.StatusDetails?
        if node.status == .failed {
            let messages = tree.failureMessages(under: node.id)
            details = .init(message: messages.first, trace: messages.count > 1 ? messages.joined(separator: "\n\n") : nil, flaky: nil)
        }
        var parameters = [KassAllureResult.Parameter(name: "app time", value: KassStepTreeText.seconds(node.appDuration))]
        if node.attempts > 1 { parameters.append(.init(name: "attempts", value: "\(node.attempts)")) }
        return KassAllureResult.Step(
            name: node.name, status: status, statusDetails: details, stage: "finished",
            start: start, stop: start + Self.milliseconds(node.wallDuration),
            steps: tree.children(of: node.id).map { makeStep($0, in: tree) },
            attachments: node.attachments.compactMap(copy), parameters: parameters
        )
    }

    /// Copies the attachment's file into the results folder; `nil` (and a problem) when it cannot.
    private func copy(_ attachment: KassAttachment) -> KassAllureResult.Attachment? {
        let source = "\(UUID().uuidString.lowercased())-attachment.\(Self.fileExtension(for: attachment))"
        if let problem = KassReportFiles.copy(attachment.path, to: directory.appendingPathComponent(source)) {
            note(problem)
            return nil
        }
        return .init(name: attachment.name, source: source, type: attachment.mimeType)
    }

    /// The attachment file's extension, or one derived from its MIME type.
    static func fileExtension(for attachment: KassAttachment) -> String {
        let fromPath = attachment.path.pathExtension
        if !fromPath.isEmpty { return fromPath }
        switch attachment.mimeType {
        case "image/png": return "png"
        case "application/json": return "json"
        case "text/plain": return "txt"
        default: return "bin"
        }
    }

    /// Milliseconds since 1970 for a date, or for a duration in seconds.
    static func milliseconds(_ date: Date) -> Int64 { milliseconds(date.timeIntervalSince1970) }

    /// Milliseconds for `seconds` (0 when not finite or negative).
    static func milliseconds(_ seconds: TimeInterval) -> Int64 {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int64((seconds * 1000).rounded())
    }

    private func note(_ problem: String) {
        problems.append(problem)
        KassReportFiles.warn(problem)
    }
}
