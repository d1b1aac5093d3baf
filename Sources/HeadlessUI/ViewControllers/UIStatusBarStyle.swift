import Foundation

/// The look of the status bar's contents, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark contents in the light appearance, light contents in the dark one.
    case `default` = 0
    /// Light (white) contents, for dark backgrounds.
    case lightContent = 1
    /// Dark (black) contents, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it hides or shows, as UIKit's `UIStatusBarAnimation`
/// (HeadlessUI draws the status bar only in screenshots: kept, not animated).
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}
