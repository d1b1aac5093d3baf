import ChaosBank
import Kass

extension HomeScreen {
    /// What Home shows that changes with the data: the total, today's change, each account's balance
    /// and change, and the recent-activity rows (newest first, as VoiceOver reads them).
    struct Figures {
        var total: String
        var change: String
        var balances: KeyValuePairs<String, String>
        var todayChanges: KeyValuePairs<String, String>
        var activity: [String]

        /// The demo data in English: €4,250.75, $1,320.00, £860.30.
        static let demo = Figures(
            total: "€6,472.36", change: "+€106.39 today",
            balances: ["eur": "€4,250.75", "usd": "$1,320.00", "gbp": "£860.30"],
            todayChanges: ["eur": "+€120.40 today", "usd": "-$15.20 today", "gbp": "£0.00 today"],
            activity: demoActivity
        )

        /// The demo data in German.
        static let demoGerman = Figures(
            total: "6.472,36 €", change: "+106,39 € heute",
            balances: ["eur": "4.250,75 €", "usd": "1.320,00 $", "gbp": "860,30 £"],
            todayChanges: ["eur": "+120,40 € heute", "usd": "-15,20 $ heute", "gbp": "0,00 £ heute"],
            activity: [
                "Coffee Corner, -3,80 €", "Salary ACME GmbH, +3.200,00 €", "Supermarkt Frisch, -54,23 €", "City Transit, -2,90 €",
                "Lena Fischer, +25,00 €",
            ]
        )

        /// The demo's five latest transactions in English.
        static let demoActivity = [
            "Coffee Corner, -€3.80", "Salary ACME GmbH, +€3,200.00", "Supermarkt Frisch, -€54.23", "City Transit, -€2.90",
            "Lena Fischer, +€25.00",
        ]
    }

    /// Home's fixed texts in one language.
    struct Texts {
        var labels: KeyValuePairs<String, String>

        static let english = Texts(labels: [
            "home.title": "Home", "home.greeting": "Hello, Anna", "home.total.caption": "Total balance",
            "home.send": "Send", "home.exchange": "Exchange", "home.topUp": "Top up", "home.accounts.title": "Accounts",
            "home.account.eur.name": "Euro", "home.account.usd.name": "US Dollar", "home.account.gbp.name": "British Pound",
            "home.activity.title": "Recent activity",
        ])

        static let german = Texts(labels: [
            "home.title": "Übersicht", "home.greeting": "Hallo, Anna", "home.total.caption": "Gesamtsaldo",
            "home.send": "Senden", "home.exchange": "Wechseln", "home.topUp": "Aufladen", "home.accounts.title": "Konten",
            "home.account.eur.name": "Euro", "home.account.usd.name": "US-Dollar", "home.account.gbp.name": "Britisches Pfund",
            "home.activity.title": "Letzte Umsätze",
        ])
    }

    /// Checks everything Home shows, once it has loaded: texts, figures, the activity rows and the
    /// quick actions (enabled, nothing over them). Every mismatch is reported.
    func verifyShows(_ figures: Figures = .demo, texts: Texts = .english, file: StaticString = #filePath, line: UInt = #line) {
        total.assertText(figures.total, file: file, line: line)
        session.verifyAll(file: file, line: line) {
            assertLabels(texts.labels, file: file, line: line)
            change.assertText(figures.change, file: file, line: line)
            for (key, text) in figures.balances { balance(key).assertText(text, file: file, line: line) }
            for (key, text) in figures.todayChanges { todayChange(key).assertText(text, file: file, line: line) }
            activityRows.assertCount(figures.activity.count, file: file, line: line)
            for (index, label) in figures.activity.enumerated() {
                activityRows.element(at: index).assertLabel(label, file: file, line: line)
            }
            assertTappable(["home.send", "home.exchange", "home.topUp"], file: file, line: line)
            verifyColours(figures, file: file, line: line)
        }
    }

    /// Checks the colours a user reads the figures by: a gain green, a loss red, no change grey, the
    /// balances and the money that went out plain (dark), money that came in green; and the quick
    /// actions' titles white on the accent colour (read inside their rounded corners).
    func verifyColours(_ figures: Figures, file: StaticString = #filePath, line: UInt = #line) {
        assertInkHues(["home.send": .white, "home.exchange": .white, "home.topUp": .white], inset: 12, file: file, line: line)
        assertInkHues(["home.total": .dark, "home.change": ScreenInk.Hue.ofChange(figures.change)], file: file, line: line)
        for (key, _) in figures.balances { assertInkHues(["home.account.\(key).balance": .dark], file: file, line: line) }
        for (key, text) in figures.todayChanges {
            assertInkHues(["home.account.\(key).change": ScreenInk.Hue.ofChange(text, unchanged: .grey)], file: file, line: line)
        }
        // The rows above the tab bar and clear of a toast (the others are out of sight or under them).
        let frames = identifiedFrames(), bottom = frames["tab.home"]?.minY ?? .infinity
        let toasts = frames.filter { $0.key.hasSuffix(".toast") }.map(\.value)
        let rows = frames.filter { $0.key.hasPrefix("home.activity.row.") }.sorted { $0.value.minY < $1.value.minY }
        for ((identifier, frame), label) in zip(rows, figures.activity)
        where frame.maxY <= bottom && !toasts.contains(where: { $0.intersects(frame) }) {
            assertInkHues([identifier: label.contains(", +") ? .green : .dark], trailing: 0.4, file: file, line: line)
        }
    }
}
