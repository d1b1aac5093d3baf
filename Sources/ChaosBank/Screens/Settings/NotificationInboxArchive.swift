// kass:skip-file: the work of the `settings-open-stall` registry defect, reached only with that defect switched on.
import Foundation

/// The notification inbox Settings reads its unread count and preferences from, stored as JSON.
/// With `settings-open-stall` Settings loads it synchronously in `viewWillAppear(_:)`: it migrates
/// every stored message to the current format and parses the archive again (a JSON round trip of
/// ``messageCount`` messages, about half a second of a debug build) on the main thread, each time the
/// screen opens.
enum NotificationInboxArchive {
    /// One stored message.
    struct Message: Codable, Equatable {
        var id: Int
        var title: String
        var isRead: Bool
    }

    /// Messages in the archive.
    static let messageCount = 80_000

    /// Migrates and re-reads the archive; returns the unread count.
    static func loadSynchronously() -> Int {
        let messages = (0..<messageCount).map { Message(id: $0, title: "Payment \($0 % 500) received", isRead: $0 % 7 != 0) }
        guard let data = try? JSONEncoder().encode(messages),
              let loaded = try? JSONDecoder().decode([Message].self, from: data) else { return 0 }
        return loaded.filter { !$0.isRead }.count
    }
}
