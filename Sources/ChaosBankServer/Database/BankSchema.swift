import Foundation
import KassSQLite

/// The database schema as an ordered list of migrations, applied on start.
///
/// `schema_version` records each applied migration; ``migrate(_:)`` applies, in one immediate
/// transaction, exactly the migrations newer than the recorded version, so starting twice (or two
/// servers starting at once on one file) applies each migration once. A migration is never edited
/// once released: a change is a new migration at the end.
enum BankSchema {
    /// One step of the schema.
    struct Migration: Sendable {
        /// Its version: 1, 2, 3... in order.
        let version: Int
        /// What it does, for the log.
        let summary: String
        /// Applies it (inside the migration transaction).
        let apply: @Sendable (SQLiteConnection) throws -> Void
    }

    /// Every migration, oldest first.
    static let migrations: [Migration] = [
        Migration(version: 1, summary: "customers, sessions, accounts, transactions, recipients, rates, markets, card") { database in
            try database.execute("""
                CREATE TABLE users (
                    id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, password TEXT NOT NULL, first_name TEXT NOT NULL,
                    one_time_code TEXT NOT NULL, open_challenges INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE sessions (
                    token TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), verified INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE accounts (
                    id TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), position INTEGER NOT NULL,
                    name TEXT NOT NULL, currency TEXT NOT NULL, balance INTEGER NOT NULL, today_change INTEGER NOT NULL,
                    UNIQUE (user_id, currency));
                CREATE TABLE transactions (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id),
                    title TEXT NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL, category TEXT NOT NULL,
                    booking_date TEXT NOT NULL, note TEXT NOT NULL DEFAULT '');
                CREATE TABLE recipients (
                    id TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), position INTEGER NOT NULL,
                    name TEXT NOT NULL, iban TEXT NOT NULL);
                CREATE TABLE rates (currency TEXT PRIMARY KEY, per_euro TEXT NOT NULL);
                CREATE TABLE assets (
                    symbol TEXT PRIMARY KEY, position INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
                    price TEXT NOT NULL, opening_price TEXT NOT NULL, currency TEXT NOT NULL);
                CREATE TABLE holdings (
                    user_id INTEGER NOT NULL REFERENCES users(id), symbol TEXT NOT NULL, position INTEGER NOT NULL,
                    quantity TEXT NOT NULL, average_cost TEXT NOT NULL, PRIMARY KEY (user_id, symbol));
                CREATE TABLE orders (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id),
                    symbol TEXT NOT NULL, side TEXT NOT NULL, kind TEXT NOT NULL, quantity TEXT NOT NULL, limit_price TEXT,
                    status TEXT NOT NULL, execution_price TEXT);
                CREATE TABLE cards (
                    user_id INTEGER PRIMARY KEY REFERENCES users(id), number TEXT NOT NULL, cvv TEXT NOT NULL,
                    expiry TEXT NOT NULL, frozen INTEGER NOT NULL, online_payments INTEGER NOT NULL,
                    monthly_limit INTEGER NOT NULL, limit_currency TEXT NOT NULL);
                """)
        },
        Migration(version: 2, summary: "idempotency keys: the first answer of every POST, by key") { database in
            try database.execute("""
                CREATE TABLE idempotency_keys (
                    scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint BLOB NOT NULL, status INTEGER NOT NULL,
                    body BLOB NOT NULL, PRIMARY KEY (scope, key));
                """)
        },
        Migration(version: 3, summary: "the demo customer and the data the app launches with") { database in
            try BankSeed.insert(into: database)
        },
        Migration(version: 4, summary: "notification preferences (the app's defaults: payments on, the others off)") { database in
            try database.execute("""
                CREATE TABLE notification_preferences (
                    user_id INTEGER PRIMARY KEY REFERENCES users(id), payments INTEGER NOT NULL, markets INTEGER NOT NULL,
                    marketing INTEGER NOT NULL);
                INSERT INTO notification_preferences (user_id, payments, markets, marketing) SELECT id, 1, 0, 0 FROM users;
                """)
        },
    ]

    /// Applies the migrations newer than the database's version; returns the versions applied.
    @discardableResult
    static func migrate(_ database: SQLiteConnection, migrations: [Migration] = migrations) throws -> [Int] {
        try database.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied TEXT NOT NULL)")
        return try database.transaction(.immediate) {
            let current = try version(of: database)
            var applied: [Int] = []
            for migration in migrations.sorted(by: { $0.version < $1.version }) where migration.version > current {
                try migration.apply(database)
                try database.run(
                    "INSERT INTO schema_version (version, applied) VALUES (?, ?)",
                    [.int(migration.version), .text(migration.summary)])
                applied.append(migration.version)
            }
            return applied
        }
    }

    /// The newest applied migration (0 for a new database).
    static func version(of database: SQLiteConnection) throws -> Int {
        try database.query("SELECT coalesce(max(version), 0) AS version FROM schema_version").first?.int("version") ?? 0
    }
}
