// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/Jinxiansen/SwiftUI/blob/d8192c12098f80f8a4bd2387a969f010c38c5773/Example/Example/Page/Picker/SliderPage.swift
// Licence: MIT, Copyright (c) 2019 晋先森 (Jinxiansen) (full text: LICENSES/Jinxiansen-SwiftUI.txt)

//
//  SliderPage.swift
//  Example
//
//  Created by 晋先森 on 2019/6/8.
//  Copyright © 2019 晋先森. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
#if canImport(Combine)
import Combine
#endif

struct SliderPage : View {
    
    @State var rating = 0.5

    var body: some View {
        VStack {
            Text("Slider Value: \(self.rating)")
            Slider(value: $rating)
                .padding(30)
            
        }.navigationBarTitle(Text("Slider"))
    }
}



#if DEBUG
struct SliderPage_Previews : PreviewProvider {
    static var previews: some View {
        SliderPage()
    }
}
#endif
