import Foundation

/// CLDR cardinal plural categories, for choosing a plural variation.
///
/// Foundation on Linux does not expose ICU's plural rules, so the rules of the languages apps
/// are most often translated into are written out here (from the CLDR plural rules chart);
/// other languages use English's rule (`one` for exactly 1, else `other`). A `zero` variation,
/// when a translation has one, is taken for 0 in every language, as Apple's Foundation does.
enum PluralRules {
    /// The category of `number` in `language`. `visibleFractionDigits` is CLDR's `v`: how many
    /// fraction digits the number is written with (0 for integers).
    static func category(of number: Double, language: String, visibleFractionDigits v: Int = 0) -> String {
        let n = abs(number)
        let i = Int(n.rounded(.towardZero))
        let isInteger = v == 0
        let mod10 = i % 10, mod100 = i % 100
        switch LocaleLanguage.base(of: language) {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue", "bo":
            return "other"
        case "fr", "hy", "kab":
            return i == 0 || i == 1 ? "one" : (isInteger && i != 0 && i % 1_000_000 == 0 ? "many" : "other")
        case "pt":
            if language.hasPrefix("pt-PT") || language.hasPrefix("pt_PT") {
                return n == 1 && isInteger ? "one" : "other"
            }
            return i == 0 || i == 1 ? "one" : (isInteger && i != 0 && i % 1_000_000 == 0 ? "many" : "other")
        case "es", "it", "ca":
            if n == 1 && isInteger { return "one" }
            return isInteger && i != 0 && i % 1_000_000 == 0 ? "many" : "other"
        case "ru", "uk", "be":
            guard isInteger else { return "other" }
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "pl":
            guard isInteger else { return "other" }
            if i == 1 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "cs", "sk":
            guard isInteger else { return "many" }
            if i == 1 { return "one" }
            return (2...4).contains(i) ? "few" : "other"
        case "hr", "sr", "bs":
            guard isInteger else { return "other" }
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "other"
        case "lt":
            guard isInteger else { return "many" }
            if mod10 == 1 && !(11...19).contains(mod100) { return "one" }
            if (2...9).contains(mod10) && !(11...19).contains(mod100) { return "few" }
            return "other"
        case "lv":
            if mod10 == 0 || (11...19).contains(mod100) { return "zero" }
            return mod10 == 1 && mod100 != 11 ? "one" : "other"
        case "ro":
            if i == 1 && isInteger { return "one" }
            return !isInteger || n == 0 || (1...19).contains(mod100) ? "few" : "other"
        case "sl":
            guard isInteger else { return "few" }
            switch mod100 {
            case 1: return "one"
            case 2: return "two"
            case 3, 4: return "few"
            default: return "other"
            }
        case "he", "iw":
            if i == 1 && isInteger { return "one" }
            return i == 2 && isInteger ? "two" : "other"
        case "ar":
            guard isInteger else { return "other" }
            switch i {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default:
                if (3...10).contains(mod100) { return "few" }
                return (11...99).contains(mod100) ? "many" : "other"
            }
        case "ga":
            switch n {
            case 1: return "one"
            case 2: return "two"
            case 3...6 where isInteger: return "few"
            case 7...10 where isInteger: return "many"
            default: return "other"
            }
        case "cy":
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            case 3: return "few"
            case 6: return "many"
            default: return "other"
            }
        case "hi", "bn", "fa", "gu", "kn", "mr", "zu", "am":
            return i == 0 || n == 1 ? "one" : "other"
        default:
            // English and the many languages that share its rule (de, nl, sv, da, nb, fi, et, el, hu, tr…).
            return n == 1 && isInteger ? "one" : "other"
        }
    }
}
