import Foundation

extension UIBarButtonItem {
    /// The system's predefined bar button items, as UIKit's `UIBarButtonItem.SystemItem` (same cases
    /// and raw values). Text items show a localized word (English here); the others show an icon and
    /// are read by VoiceOver with the system's label (`.add` is "Add", `.action` is "Share").
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        @available(*, deprecated, message: "UIKit deprecated pageCurl in iOS 11; it shows nothing.")
        case pageCurl = 23
        case close = 24
    }
}

extension UIBarButtonItem.SystemItem {
    /// The word a text item shows (`nil` for icon items and spaces).
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// What VoiceOver reads for the item (`nil` for spaces).
    var accessibilityLabel: String? {
        if let title { return title }
        switch self {
        case .add: return "Add"
        case .compose: return "Compose"
        case .reply: return "Reply"
        case .action: return "Share"
        case .organize: return "Organize"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .refresh: return "Refresh"
        case .stop: return "Stop"
        case .camera: return "Camera"
        case .trash: return "Delete"
        case .play: return "Play"
        case .pause: return "Pause"
        case .rewind: return "Rewind"
        case .fastForward: return "Fast Forward"
        case .close: return "Close"
        default: return nil
        }
    }

    /// The system symbol HeadlessUI draws for an icon item, when it has one (other icon items show
    /// their label as text; see Guide/HeadlessUI.md).
    var symbolName: String? {
        switch self {
        case .add: "plus"
        case .search: "magnifyingglass"
        case .close, .stop: "xmark"
        default: nil
        }
    }

    /// Whether the item is a space between items rather than a button.
    var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
}
