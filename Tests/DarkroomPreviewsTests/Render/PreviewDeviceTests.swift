@testable import DarkroomPreviews
import XCTest

final class PreviewDeviceTests: XCTestCase {
    func testDevicesAreFoundByXcodesNames() throws {
        let phone = try XCTUnwrap(PreviewDeviceSpec.named("iPhone 15"))
        XCTAssertEqual(phone.portraitSize, CGSize(width: 393, height: 852))
        XCTAssertEqual(phone.scale, 3)
        XCTAssertEqual(phone.safeArea(landscape: false).top, 59)
        XCTAssertEqual(phone.safeArea(landscape: false).bottom, 34)
        XCTAssertEqual(phone.size(landscape: true), CGSize(width: 852, height: 393))
        XCTAssertEqual(PreviewDeviceSpec.named("iphone se (3rd generation)")?.portraitSize,
                       CGSize(width: 375, height: 667))
        XCTAssertEqual(PreviewDeviceSpec.named("iPhone 15 Pro Max")?.portraitSize, CGSize(width: 430, height: 932))
        XCTAssertEqual(PreviewDeviceSpec.named("iPad (10th generation)")?.portraitSize,
                       CGSize(width: 820, height: 1180))
        XCTAssertNil(PreviewDeviceSpec.named("Nokia 3310"))
    }
}
