import Foundation

#if !canImport(Darwin)
    // Foundation on Linux has no `String(localized:)`, `String.LocalizationValue` or
    // `LocalizedStringResource` (iOS 15 / 16). Darkroom declares them with Apple's shapes and
    // looks keys up in the app's string tables as `Text` does (see `AppResources`).

    extension String {
        /// A localizable string with its interpolations, as Foundation's
        /// `String.LocalizationValue`: the key is the literal with each interpolation's format
        /// specifier (`"%lld items"`), the value the literal itself.
        public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, Codable,
            CustomStringConvertible
        {
            let storage: LocalizedStringKey

            /// A value from a string, without interpolations.
            public init(_ value: String) { storage = LocalizedStringKey(value) }
            public init(stringLiteral value: String) { storage = LocalizedStringKey(value) }
            public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
                storage = LocalizedStringKey(stringInterpolation: stringInterpolation)
            }

            /// The key string tables list the value under.
            var key: String { storage.tableKey }
            public var description: String { storage.key }

            public init(from decoder: Decoder) throws {
                storage = LocalizedStringKey(try decoder.singleValueContainer().decode(String.self))
            }
            public func encode(to encoder: Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(storage.key)
            }

            /// The value translated in `language`, or `nil` when no table has `key`.
            func translated(key: String? = nil, table: String?, bundle: Bundle?, locale: Locale?) -> String? {
                var environment = EnvironmentValues.current
                if let locale { environment.locale = locale }
                return storage.localized(tableName: table, bundle: bundle, in: environment, key: key)?.key
            }
        }

        /// A string from the app's string tables, as Foundation's `String(localized:)`.
        ///
        /// The key is looked up in `table` (default `Localizable`) through the render's
        /// `appResources` folders, then `bundle` (or the main bundle). The language is `locale`'s
        /// when given, else the render's environment locale when called while a view is
        /// evaluated, else Darkroom's default (`en_US`): never the machine's own. Without a
        /// translation the value itself is returned.
        public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                    locale: Locale? = nil, comment: StaticString? = nil) {
            self = keyAndValue.translated(table: table, bundle: bundle, locale: locale) ?? keyAndValue.description
        }

        /// A string from the app's string tables under `key`, or `defaultValue` without a
        /// translation, as Foundation's `String(localized:defaultValue:…)`.
        public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                    bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
            self = defaultValue.translated(key: "\(key)", table: table, bundle: bundle, locale: locale)
                ?? defaultValue.description
        }

        /// A string resource resolved in its locale (or the render's), as Foundation's
        /// `String(localized: LocalizedStringResource)`.
        public init(localized resource: LocalizedStringResource) {
            self =
                resource.defaultValue.translated(
                    key: resource.key, table: resource.table, bundle: resource.bundle.bundle,
                    locale: resource.explicitLocale)
                ?? resource.defaultValue.description
        }
    }

    /// A reference to a localizable string, resolved later, as Foundation's
    /// `LocalizedStringResource` (`Text(resource)` resolves it in the render's locale).
    public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
        CustomStringConvertible
    {
        /// Where the string's table is.
        public enum BundleDescription: Hashable, Sendable {
            /// The main bundle.
            case main
            /// The bundle at a URL.
            case atURL(URL)

            var bundle: Bundle? {
                switch self {
                case .main: nil
                case .atURL(let url): Bundle(url: url)
                }
            }
        }

        /// The key in the table.
        public var key: String
        /// The value shown without a translation.
        public var defaultValue: String.LocalizationValue
        /// The table (`nil`: `Localizable`).
        public var table: String?
        /// The bundle whose tables are searched (after the render's resource folders).
        public var bundle: BundleDescription
        let explicitLocale: Locale?

        /// The locale the string is resolved in: the given one, else the render's.
        public var locale: Locale { explicitLocale ?? EnvironmentValues.current.locale }

        /// A resource whose key is its value.
        public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
                    bundle: BundleDescription = .main, comment: StaticString? = nil) {
            key = keyAndValue.key; defaultValue = keyAndValue; self.table = table
            self.bundle = bundle; explicitLocale = locale
        }

        /// A resource with a key of its own and a default value.
        public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                    locale: Locale? = nil, bundle: BundleDescription = .main, comment: StaticString? = nil) {
            self.key = "\(key)"; self.defaultValue = defaultValue; self.table = table
            self.bundle = bundle; explicitLocale = locale
        }

        public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
        }

        public var description: String { String(localized: self) }
    }
#endif

extension Text {
    #if !canImport(Darwin)
        /// Text of a string resource, translated in the environment's locale when drawn.
        public init(_ resource: LocalizedStringResource) {
            let key = resource.defaultValue.storage
            var fallback = key.markdownSegments()
            if fallback.isEmpty { fallback = [Segment(string: "")] }
            let path = resource.bundle.bundle.map { ($0.resourceURL ?? $0.bundleURL).path }
            segments = [Segment(content: .localized(LocalizedText(
                key: key, tableName: resource.table, bundlePath: path, fallback: fallback, lookupKey: resource.key)))]
        }
    #endif
}
