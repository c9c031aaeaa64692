import Foundation

#if !canImport(Darwin)
    // swift-corelibs-foundation declares `MeasurementFormatter` unavailable and has no
    // `Measurement.formatted(_:)`. As with `DateComponentsFormatter`, the type here is found
    // instead of the unavailable one; the format style fills a gap no declaration covers.

    /// Formats measurements ("5 km", "5 kilometers", "41°F"), as Foundation's
    /// `MeasurementFormatter`, in English: by default in the locale's units (US customary for
    /// `en_US`: miles, feet, pounds, °F), with `.providedUnit` in the measurement's own.
    open class MeasurementFormatter: Formatter, @unchecked Sendable {
        /// Unit choices, as `MeasurementFormatter.UnitOptions`.
        public struct UnitOptions: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The measurement's own unit.
            public static let providedUnit = UnitOptions(rawValue: 1 << 0)
            /// A unit of a size that reads naturally (kept: the locale's unit is used).
            public static let naturalScale = UnitOptions(rawValue: 1 << 1)
            /// Temperatures without their scale (`41°`).
            public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
        }

        /// Which unit is written.
        open var unitOptions: UnitOptions = []
        /// `.short` (`5km`), `.medium` (`5 km`) or `.long` (`5 kilometers`).
        open var unitStyle: Formatter.UnitStyle = .medium
        /// The locale whose units are preferred (`en_US` unless set: never the machine's own).
        open var locale: Locale! = Locale(identifier: "en_US")
        /// The number format (up to three fraction digits unless set).
        open var numberFormatter: NumberFormatter! = {
            let f = NumberFormatter()
            f.numberStyle = .decimal
            f.maximumFractionDigits = 3
            f.locale = Locale(identifier: "en_US")
            return f
        }()

        /// A formatter in the medium style and the locale's units.
        public override init() { super.init() }
        /// A formatter decoded from an archive: a default one.
        public required init?(coder: NSCoder) { super.init() }

        /// A measurement written with its unit.
        open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
            let shown =
                unitOptions.contains(.providedUnit) ? measurement : MeasurementUnits.preferred(measurement, locale)
            let number = numberFormatter.string(from: NSNumber(value: shown.value)) ?? String(shown.value)
            if shown.unit is UnitTemperature, unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
            return MeasurementUnits.join(number, shown.unit, value: shown.value, style: unitStyle)
        }

        /// A unit's name in the style (`km`, `kilometers`).
        open func string(from unit: Unit) -> String {
            MeasurementUnits.name(of: unit, plural: true, style: unitStyle)
        }

        /// A measurement (any unit) written with its unit.
        open override func string(for obj: Any?) -> String? {
            guard let m = obj as? Measurement<Unit> else { return nil }
            return string(from: m)
        }
    }

    extension Measurement where UnitType: Dimension {
        /// How a measurement is written, as Foundation's `Measurement.FormatStyle`: its width, the
        /// units chosen for it (`usage`) and its number format.
        public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
            /// How long unit names are, as `Measurement.FormatStyle.UnitWidth`.
            public struct UnitWidth: Codable, Hashable, Sendable {
                let raw: Int
                var style: Formatter.UnitStyle { Formatter.UnitStyle(rawValue: raw) ?? .medium }
                /// `5 kilometers`.
                public static var wide: UnitWidth { UnitWidth(raw: Formatter.UnitStyle.long.rawValue) }
                /// `5 km`.
                public static var abbreviated: UnitWidth { UnitWidth(raw: Formatter.UnitStyle.medium.rawValue) }
                /// `5km`.
                public static var narrow: UnitWidth { UnitWidth(raw: Formatter.UnitStyle.short.rawValue) }
            }

            /// How long unit names are.
            public var width: UnitWidth
            /// The locale whose units are preferred.
            public var locale: Locale
            /// Which units are chosen.
            public var usage: MeasurementFormatUnitUsage<UnitType>?
            /// Fraction digits shown at most (Darkroom's: three unless set by `numberFormatStyle`).
            var maximumFractionDigits = 3

            /// A style of `width` in `locale`, with the units `usage` chooses.
            public init(width: UnitWidth, locale: Locale = Locale(identifier: "en_US"),
                        usage: MeasurementFormatUnitUsage<UnitType> = .general) {
                self.width = width; self.locale = locale; self.usage = usage
            }

            /// The measurement written in this style.
            public func format(_ value: Measurement<UnitType>) -> String {
                let f = MeasurementFormatter()
                f.unitStyle = width.style
                f.locale = locale
                f.numberFormatter.locale = locale
                f.numberFormatter.maximumFractionDigits = maximumFractionDigits
                if usage?.isAsProvided ?? true { f.unitOptions = .providedUnit }
                return f.string(from: value)
            }

            /// The style in another locale.
            public func locale(_ locale: Locale) -> Self { var s = self; s.locale = locale; return s }
        }

        /// The measurement in its abbreviated width and the locale's usual units.
        public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }

        /// The measurement written by a format style.
        public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
            style.format(self)
        }
    }

    /// Which units a measurement is written in, as Foundation's `MeasurementFormatUnitUsage`.
    public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
        let name: String
        var isAsProvided: Bool { name == "asProvided" }
        /// The locale's general units.
        public static var general: Self { Self(name: "general") }
        /// The measurement's own unit.
        public static var asProvided: Self { Self(name: "asProvided") }
    }

    extension MeasurementFormatUnitUsage where UnitType == UnitLength {
        /// Road distances (the locale's, as `general` here).
        public static var road: Self { Self(name: "road") }
        /// A person's height (as `general` here).
        public static var personHeight: Self { Self(name: "personHeight") }
    }

    extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
        /// Weather temperatures (as `general` here).
        public static var weather: Self { Self(name: "weather") }
        /// A person's temperature (as `general` here).
        public static var person: Self { Self(name: "person") }
    }

    extension Foundation.FormatStyle {
        /// A measurement written in `width` with the units `usage` chooses, as Foundation's
        /// `.measurement(width:usage:numberFormatStyle:)`.
        public static func measurement<UnitType: Dimension>(
            width: Measurement<UnitType>.FormatStyle.UnitWidth,
            usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) -> Self where Self == Measurement<UnitType>.FormatStyle {
            Measurement<UnitType>.FormatStyle(width: width, usage: usage)
        }
    }

    /// Unit names and the units each locale prefers.
    enum MeasurementUnits {
        /// Whether `locale` uses US customary units (the US, Liberia, Myanmar).
        static func usesCustomary(_ locale: Locale) -> Bool {
            ["US", "LR", "MM"].contains(locale.region?.identifier ?? "US")
        }

        /// The measurement converted to the locale's usual unit of its dimension.
        static func preferred<U: Unit>(_ m: Measurement<U>, _ locale: Locale) -> Measurement<U> {
            guard let dimension = m.unit as? Dimension else { return m }
            let customary = usesCustomary(locale)
            let target: Dimension? = switch dimension {
            case is UnitLength:
                customary
                    ? (abs(Measurement(value: m.value, unit: dimension).converted(to: UnitLength.meters).value) >= 1609
                        ? UnitLength.miles : UnitLength.feet)
                    : (abs(Measurement(value: m.value, unit: dimension).converted(to: UnitLength.meters).value) >= 1000
                        ? UnitLength.kilometers : UnitLength.meters)
            case is UnitMass: customary ? UnitMass.pounds : UnitMass.kilograms
            case is UnitTemperature: customary ? UnitTemperature.fahrenheit : UnitTemperature.celsius
            case is UnitSpeed: customary ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour
            case is UnitVolume: customary ? UnitVolume.gallons : UnitVolume.liters
            default: nil
            }
            guard let target, let unit = target as? U else { return m }
            let converted = Measurement(value: m.value, unit: dimension).converted(to: target)
            return Measurement(value: converted.value, unit: unit)
        }

        static func join(_ number: String, _ unit: Unit, value: Double, style: Formatter.UnitStyle) -> String {
            if unit is UnitTemperature, style != .long {
                return number + unit.symbol
            }
            let name = self.name(of: unit, plural: value != 1, style: style)
            return style == .short ? number + name : number + " " + name
        }

        static func name(of unit: Unit, plural: Bool, style: Formatter.UnitStyle) -> String {
            guard style == .long, let names = longNames[unit.symbol] else { return unit.symbol }
            return plural ? names.1 : names.0
        }

        private static let longNames: [String: (String, String)] = [
            "m": ("meter", "meters"), "km": ("kilometer", "kilometers"), "cm": ("centimeter", "centimeters"),
            "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "ft": ("foot", "feet"),
            "in": ("inch", "inches"), "yd": ("yard", "yards"), "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"),
            "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"), "°C": ("degree Celsius", "degrees Celsius"),
            "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "K": ("kelvin", "kelvins"),
            "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
            "m/s": ("meter per second", "meters per second"), "L": ("liter", "liters"),
            "mL": ("milliliter", "milliliters"), "gal": ("gallon", "gallons"), "s": ("second", "seconds"),
            "min": ("minute", "minutes"), "hr": ("hour", "hours"), "kcal": ("kilocalorie", "kilocalories"),
            "kJ": ("kilojoule", "kilojoules"), "J": ("joule", "joules"), "W": ("watt", "watts"),
            "kWh": ("kilowatt-hour", "kilowatt-hours"), "%": ("percent", "percent"),
        ]
    }
#endif
