#if canImport(Testing)
import Foundation
import Hammer
import Testing

/// Records Kass failures as Swift Testing issues, at the source line of the DSL call.
@MainActor
public final class SwiftTestingFailureRecorder: KassFailureRecorder {
    /// A recorder for the current `@Test`.
    public init() {}

    /// Records `issue` with `Issue.record`.
    public func record(_ issue: KassIssue) {
        let location = SourceLocation(
            fileID: Self.fileID(forPath: issue.file), filePath: issue.file, line: max(1, issue.line), column: 1
        )
        Issue.record(Comment(rawValue: issue.message), sourceLocation: location)
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
