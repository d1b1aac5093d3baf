#if canImport(Testing)
import Foundation
import Hammer
import Testing

/// Records Kass failures as Swift Testing issues, at the source line of the DSL call.
@MainActor
public final class SwiftTestingFailureRecorder: KassFailureRecorder {
    /// A recorder for the current `@Test`.
    public init() {}

    /// Records `issue` with `Issue.record`: a defect of the app as a failed expectation with the
    /// message, a misuse of the DSL as an error (``KassMisuse``) carrying the message.
    public func record(_ issue: KassIssue) {
        let location = SourceLocation(
            fileID: Self.fileID(forPath: issue.file), filePath: issue.file, line: max(1, issue.line), column: 1
        )
        if issue.kind == .misuse {
            Issue.record(KassMisuse(message: issue.message), sourceLocation: location)
        } else {
            Issue.record(Comment(rawValue: issue.message), sourceLocation: location)
        }
    }

    /// A misuse of the DSL, recorded as an error issue so Swift Testing tells it from a failed
    /// expectation.
    struct KassMisuse: Error, CustomStringConvertible {
        /// The failure's message.
        let message: String
        var description: String { message }
    }

    /// `Module/File.swift` for a path, taking the folder that holds the file as the module (the
    /// usual `Tests/<Target>/.../File.swift` layout).
    static func fileID(forPath path: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        guard let file = components.last else { return "Unknown/unknown.swift" }
        if let anchor = components.lastIndex(where: { $0 == "Tests" || $0 == "Sources" || $0 == "ReferenceSuite" }),
           anchor + 1 < components.count - 1 {
            return "\(components[anchor + 1])/\(file)"
        }
        let folder = components.count >= 2 ? components[components.count - 2] : "Unknown"
        return "\(folder)/\(file)"
    }
}
#endif
