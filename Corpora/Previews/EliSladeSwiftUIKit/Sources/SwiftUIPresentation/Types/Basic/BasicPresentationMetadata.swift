import SwiftUI

public struct BasicPresentationMetadata: Equatable {
    
    let alignment: Alignment
    
}
