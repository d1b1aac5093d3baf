import UIKit

/// A screen's loading code as an iOS app writes it, in a file that imports UIKit alone: a data task on
/// `URLSession.shared` whose completion hops back with `DispatchQueue.main.async`.
@MainActor
enum UIKitAloneNetwork {
    static func load(_ url: URL, into label: UILabel) {
        URLSession.shared.dataTask(with: url) { data, _, error in
            let text = error.map { "error \(($0 as NSError).code)" } ?? String(decoding: data ?? Data(), as: UTF8.self)
            DispatchQueue.main.async { label.text = text }
        }.resume()
    }
}
