import Foundation
import Hammer

/// Writes the artifacts of a failure and returns them as attachments for the failing step:
///
/// - `<results>/<suite>/<test>/<step>-screenshot.png`: the whole screen (every visible window,
///   keyboard and alerts included) at ``screenshotScale``;
/// - `<step>-hierarchy.txt`: the accessibility snapshot's dump with frames;
/// - `<step>-diagnostics.json`: ``KassFailureDiagnostics`` (message, test, step, app time, the
///   caller's diagnostics, a snapshot summary, and any artifact that could not be written and why).
///
/// All three describe one moment: the snapshot's (the failure's). When the app has moved on since
/// that snapshot was taken (``AccessibilitySnapshot/isCurrent`` is false), no screenshot is written
/// and the diagnostics say why, rather than pairing the hierarchy with a picture of another moment.
///
/// It never throws and never crashes a test: an artifact that cannot be written is left out of the
/// result and its reason goes into the diagnostics (or, when the diagnostics themselves cannot be
/// written, onto standard error). Names are sanitized into safe path components; a second failure
/// in the same step gets `-2`, `-3`... rather than overwriting the first.
///
/// ```swift
/// let writer = KassFailureArtifacts(resultsDirectory: config.resultsDirectory, screenshotScale: config.screenshotScale)
/// let attachments = writer.write(test: info, step: id, message: message,
///                                diagnostics: ["element": state], snapshot: snapshot)
/// ```
@MainActor
struct KassFailureArtifacts {
    /// The results directory (``KassConfig/resultsDirectory``).
    var resultsDirectory: URL
    /// The screenshot's pixels per point (``KassConfig/screenshotScale``); an unusable value falls
    /// back to 1 and is noted in the diagnostics.
    var screenshotScale: CGFloat

    /// File prefixes used in this process, so repeated failures of one step do not overwrite each other.
    private static var usedPrefixes: Set<String> = []

    /// A writer for `resultsDirectory` at `screenshotScale`.
    init(resultsDirectory: URL, screenshotScale: CGFloat = 1) {
        self.resultsDirectory = resultsDirectory
        self.screenshotScale = screenshotScale
    }

    /// A writer with the config's results directory and screenshot scale.
    init(config: KassConfig) {
        self.init(resultsDirectory: config.resultsDirectory, screenshotScale: config.screenshotScale)
    }

    /// The test's folder: `<results>/<suite>/<test>` (sanitized).
    func directory(for test: KassTestInfo) -> URL {
        resultsDirectory
            .appendingPathComponent(KassPathComponent.sanitized(test.suite), isDirectory: true)
            .appendingPathComponent(KassPathComponent.sanitized(test.name), isDirectory: true)
    }

    /// Writes the screenshot, the hierarchy dump and the diagnostic JSON for a failure in `step`.
    ///
    /// - Parameters:
    ///   - snapshot: the accessibility snapshot of the moment; when `nil`, one is taken now if an
    ///     app is running (the diagnostics say so).
    ///   - appTime: the app time of the failure; the running app's clock when `nil`.
    ///   - failure: the structured failure, for the diagnostics' structured fields.
    /// - Returns: the attachments written (screenshot, hierarchy, diagnostics; missing ones left out).
    func write(
        test: KassTestInfo, step: KassStepID, message: String, diagnostics: [String: String] = [:],
        snapshot: AccessibilitySnapshot?, appTime: TimeInterval? = nil, failure: KassFailure? = nil
    ) -> [KassAttachment] {
        let folder = directory(for: test)
        let prefix = Self.uniquePrefix(KassPathComponent.sanitized(step.description), in: folder)
        var problems: [String] = []
        var attachments: [KassAttachment] = []
        var files: [String: String] = [:]

        func save(_ data: Data, suffix: String, kind: KassAttachment.Kind, name: String, mimeType: String) {
            let url = folder.appendingPathComponent("\(prefix)-\(suffix)")
            if let problem = KassReportFiles.write(data, to: url) {
                problems.append("\(kind.rawValue): \(problem)")
                return
            }
            files[kind.rawValue] = url.lastPathComponent
            attachments.append(KassAttachment(step: step, name: name, kind: kind, path: url, mimeType: mimeType))
        }

        var takenForArtifacts = false
        var resolvedSnapshot = snapshot
        if resolvedSnapshot == nil, KassScreenCapture.hasRunningApplication {
            resolvedSnapshot = AccessibilitySnapshot.take()
            takenForArtifacts = true
        }

        // The screenshot shows the screen now: it is written only when the snapshot (the message's,
        // the dump's and the diagnostics' moment) still shows the same screen.
        var scale = screenshotScale
        if KassScreenCapture.validScale(scale) == nil {
            problems.append("screenshot: scale \(screenshotScale) is not usable (finite, 0<…≤\(KassScreenCapture.maximumScale)); used 1")
            scale = 1
        }
        if let resolvedSnapshot, !resolvedSnapshot.isCurrent {
            problems.append(
                "screenshot: not written: the app has moved on since the failure's accessibility snapshot was taken, so a "
                    + "screenshot now would show another moment than the hierarchy and the message"
            )
        } else {
            switch KassScreenCapture.pngData(scale: scale) {
            case .success(let png):
                save(png, suffix: "screenshot.png", kind: .screenshot, name: "failure screenshot", mimeType: "image/png")
            case .failure(let problem): problems.append("screenshot: not written: \(problem)")
            }
        }
        if let resolvedSnapshot {
            let dump = resolvedSnapshot.dump(includeFrames: true) + "\n"
            save(Data(dump.utf8), suffix: "hierarchy.txt", kind: .hierarchy, name: "hierarchy", mimeType: "text/plain")
        } else {
            problems.append("hierarchy: not written: no accessibility snapshot and no running application")
        }

        var record = KassFailureDiagnostics(
            message: message,
            test: .init(suite: test.suite, name: test.name, file: test.file, line: test.line),
            step: step.description, appTime: appTime ?? KassScreenCapture.currentAppTime(),
            diagnostics: diagnostics,
            snapshot: resolvedSnapshot.map { Self.summary(of: $0, takenForArtifacts: takenForArtifacts) },
            artifacts: files, artifactProblems: problems
        )
        if let failure { record.describe(failure) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let json = try encoder.encode(record)
            save(json, suffix: "diagnostics.json", kind: .diagnostics, name: "diagnostics", mimeType: "application/json")
        } catch {
            problems.append("diagnostics: could not encode: \(error)")
        }
        if files[KassAttachment.Kind.diagnostics.rawValue] == nil {
            // The diagnostics could not carry the problems: standard error is the last place left.
            problems.forEach(KassReportFiles.warn)
        }
        return attachments
    }

    /// The snapshot's summary for the diagnostics.
    static func summary(of snapshot: AccessibilitySnapshot, takenForArtifacts: Bool) -> KassFailureDiagnostics.SnapshotSummary {
        let bounds = snapshot.screenBounds
        let screen = "\(Self.number(bounds.width))x\(Self.number(bounds.height)) @\(Self.number(snapshot.screenScale))x"
        return .init(
            screen: screen, windowCount: snapshot.windowIndexes.count, nodeCount: snapshot.nodes.count,
            elementCount: snapshot.elements.count, focused: snapshot.focused?.description,
            takenForArtifacts: takenForArtifacts
        )
    }

    /// `393` for whole numbers, `393.5` otherwise.
    private static func number(_ value: CGFloat) -> String {
        value.rounded() == value && value.isFinite ? String(Int(value)) : "\(Double(value))"
    }

    /// `base`, or `base-2`, `base-3`... when this process already wrote artifacts with that prefix
    /// into `folder` (files left from earlier runs are overwritten).
    private static func uniquePrefix(_ base: String, in folder: URL) -> String {
        var candidate = base
        var counter = 1
        while usedPrefixes.contains(folder.appendingPathComponent(candidate).path) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        usedPrefixes.insert(folder.appendingPathComponent(candidate).path)
        return candidate
    }
}
