import Foundation
import Hammer
import Kass
import XCTest

/// Layout checks: where the screen's design puts each element, as a golden of frames. A spacing, a
/// margin, a height, an alignment or an axis that changed moves some frame, which text checks never
/// see.
extension KassScreen {
    /// The frame, in screen points, of the first element with each identifier on screen now (one
    /// snapshot).
    func identifiedFrames() -> [String: CGRect] {
        guard let snapshot = session.generator?.takeSnapshot() else { return [:] }
        var frames: [String: CGRect] = [:]
        for node in snapshot.nodes {
            guard let identifier = node.identifier, !identifier.isEmpty, frames[identifier] == nil else { continue }
            frames[identifier] = node.frame
        }
        return frames
    }

    /// Checks that each element of `expected` (identifier → x, y, width, height in points) sits
    /// where the design puts it, to half a point; every mismatch is reported.
    func assertLayout(_ expected: KeyValuePairs<String, [Double]>, file: StaticString = #filePath, line: UInt = #line) {
        let frames = identifiedFrames()
        for (identifier, numbers) in expected {
            guard let frame = frames[identifier] else {
                XCTFail("layout: '\(identifier)' is not on screen", file: file, line: line)
                continue
            }
            let actual = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { Double($0) }
            if numbers.count != 4 || zip(actual, numbers).contains(where: { abs($0 - $1) > 0.5 }) {
                XCTFail("layout: '\(identifier)' is at \(actual), expected \(numbers)", file: file, line: line)
            }
        }
    }

    /// Prints the frames of the elements whose identifiers start with `prefix`, as `assertLayout`
    /// literal lines (for writing a golden; not called by the tests).
    func printLayout(prefix: String) {
        for (identifier, frame) in identifiedFrames().sorted(by: { $0.key < $1.key }) where identifier.hasPrefix(prefix) {
            let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { "\(Double($0))" }
            print("LAYOUT \"\(identifier)\": [\(numbers.joined(separator: ", "))],")
        }
    }
}
