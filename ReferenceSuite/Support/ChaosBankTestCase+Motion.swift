import HeadlessUI
import Kass
import XCTest

extension ChaosBankTestCase {
    /// Touches the control `identifier` and checks that what it sets off moves on screen over several
    /// frames (a screen sliding in or out, a sheet rising or going down), as iOS animates navigation,
    /// not in one cut. The screen is read frame by frame (coarsely, a pixel per 4 points, status bar left out)
    /// until it has kept still for a quarter of a second after moving, or `seconds` of app time pass; a frame
    /// moves when more than 2 % of the pixels changed since the frame before (a price tick changes
    /// less). Waiting frames before the motion (a request in flight) do not count.
    func touchExpectingMotion(
        _ identifier: String, minimumMovingFrames: Int = 4, seconds: Double = 3, file: StaticString = #filePath, line: UInt = #line
    ) {
        touch(identifier, file: file, line: line)
        let movingFrames = countMovingFrames(seconds: seconds)
        if movingFrames < minimumMovingFrames {
            XCTFail(
                "touching '\(identifier)' changed the screen in \(movingFrames) frame\(movingFrames == 1 ? "" : "s")"
                    + ", expected an animated transition over at least \(minimumMovingFrames)",
                file: file, line: line
            )
        }
    }

    /// Runs frames until the screen has moved and kept still for 15 frames (or `seconds` pass);
    /// returns how many frames moved.
    private func countMovingFrames(seconds: Double) -> Int {
        let application = UIApplication.shared
        var previous = Self.screenPixels()
        var moving = 0, stillSinceMotion = 0
        for _ in 0..<Int(seconds * 60) {
            application.runLoop.runFrames(1)
            let current = Self.screenPixels()
            if Self.changedFraction(previous, current) > 0.02 {
                moving += 1
                stillSinceMotion = 0
            } else if moving > 0 {
                stillSinceMotion += 1
                if stillSinceMotion >= 15 { break }
            }
            previous = current
        }
        return moving
    }

    private static func screenPixels() -> [UInt8] {
        UIScreen.main.screenshot(scale: 0.25, includesStatusBar: false).rgbaBytes
    }

    /// The fraction of pixels that differ between two screenshots of the same size.
    private static func changedFraction(_ first: [UInt8], _ second: [UInt8]) -> Double {
        guard first.count == second.count, !first.isEmpty else { return 1 }
        var changed = 0
        for index in stride(from: 0, to: first.count, by: 4)
        where first[index] != second[index] || first[index + 1] != second[index + 1] || first[index + 2] != second[index + 2] {
            changed += 1
        }
        return Double(changed) / Double(first.count / 4)
    }
}
