import UIKit

/// A terms screen written as iOS code writes one in Swift 5 mode: a linked, non-editable text view
/// with its container padding removed, smart traits, a bold dynamic font from a descriptor, a
/// resizable bubble image, VoiceOver announcements and text measured with `boundingRect`.
final class TermsViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    let bubble = UIImageView()
    private(set) var tappedURLs: [URL] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = body.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) } ?? body
        let text = NSMutableAttributedString(string: "Read the terms", attributes: [.font: bold])
        text.addAttribute(.link, value: URL(string: "https://example.com/terms")!, range: NSRange(location: 9, length: 5))
        textView.attributedText = text
        textView.isEditable = false
        textView.dataDetectorTypes = [.link]
        textView.textContainer.lineFragmentPadding = 0
        textView.textContainer.maximumNumberOfLines = 3
        textView.textContainer.lineBreakMode = .byTruncatingTail
        textView.smartQuotesType = .no
        textView.smartDashesType = .no
        textView.spellCheckingType = .no
        textView.delegate = self
        let height = text.boundingRect(
            with: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading],
            context: nil
        ).height
        textView.frame = CGRect(x: 10, y: 100, width: 300, height: ceil(height) + 16)
        view.addSubview(textView)
        bubble.image = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
        view.addSubview(bubble)
        if UIAccessibility.isVoiceOverRunning || UIAccessibility.isReduceMotionEnabled {
            UIAccessibility.post(notification: .screenChanged, argument: textView)
        }
    }

    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
        tappedURLs.append(URL)
        UIAccessibility.post(notification: .announcement, argument: "Opening terms")
        return true
    }
}
