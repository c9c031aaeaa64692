import DarkroomCompat
import Foundation
import Testing

@Suite("NSString measurement")
struct NSStringDrawingTests {
    @Test func longerTextIsWiderOnOneLine() {
        let short = ("Hi" as NSString).size(withAttributes: nil)
        let long = ("Hello, world" as NSString).size(withAttributes: nil)
        #expect(short.width > 0 && short.height > 0)
        #expect(long.width > short.width)
        #expect(long.height == short.height)
    }

    @Test func lineFragmentsWrapToTheWidth() {
        let text = "one two three four five six seven eight nine ten" as NSString
        let font = [NSAttributedString.Key("NSFont"): UIFont.systemFont(ofSize: 17)]
        let line = text.boundingRect(with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude),
                                     options: [], attributes: font, context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: font, context: nil)
        #expect(line.width > 80, "without the option the string is one line")
        #expect(wrapped.width <= 80)
        #expect(wrapped.height > line.height * 2)
    }
}
