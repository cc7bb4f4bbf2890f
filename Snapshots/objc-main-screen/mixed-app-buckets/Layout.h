#import <UIKit/UIKit.h>

#define LAYOUT_SCREEN_WIDTH ([UIScreen mainScreen].bounds.size.width)

@interface CardView : UIView
@end
