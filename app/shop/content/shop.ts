import { localized, tr } from "~/lib/content";
import { ORDER_STATUS_NAMES } from "./order-status";
import type { ShopContent } from "./types";

/** Copy of LimraKart (/limrakart/...) and the tea pages (/limra-foods, /tea-talks-...). */
export const shopContent = localized<ShopContent>({
  storefront: {
    meta: {
      title: tr(
        "LimraKart — Printing & Tea Online | Limra Graphics",
        "LimraKart — அச்சும் தேநீரும் ஆன்லைனில் | Limra Graphics",
      ),
      description: tr(
        "Order visiting cards, invitations, ID cards, banners, bill books and Tea Talks tea online from Limra Graphics, Tirunelveli. Cash on delivery, free delivery on larger orders.",
        "திருநெல்வேலி Limra Graphics: விசிட்டிங், ஐடி கார்டுகள், அழைப்பிதழ், பேனர், பில் புக், Tea Talks தேநீர் — ஆன்லைனில் வாங்குங்கள். கேஷ் ஆன் டெலிவரி, பெரிய ஆர்டர்களுக்கு இலவச டெலிவரி.",
      ),
    },
    storeName: "LimraKart",
    tagline: tr("Printing & tea from Limra Graphics", "Limra Graphics வழங்கும் அச்சும் தேநீரும்"),
    cart: tr("Cart", "கூடை"),
    cartItems: {
      one: tr("{count} item in your cart", "உங்கள் கூடையில் {count} பொருள்"),
      other: tr("{count} items in your cart", "உங்கள் கூடையில் {count} பொருட்கள்"),
    },
    categories: tr("Categories", "வகைகள்"),
    allProducts: tr("All Products", "அனைத்துத் தயாரிப்புகளும்"),
    myAccount: tr("My Account", "என் கணக்கு"),
    myOrders: tr("My Orders", "என் ஆர்டர்கள்"),
    profile: tr("Profile", "சுயவிவரம்"),
    logout: tr("Logout", "வெளியேறு"),
    support: tr("Support", "ஆதரவு"),
    help: tr("Help & Support", "உதவி & ஆதரவு"),
    login: tr("Login / Sign Up", "உள்நுழைக / பதிவு செய்க"),
    search: tr("Search products...", "தயாரிப்புகளைத் தேடுங்கள்..."),
    searchLabel: tr("Search products", "தயாரிப்புகளைத் தேடுங்கள்"),
    searchButton: tr("Search", "தேடு"),
    showingAll: tr("Showing all products ({count})", "அனைத்துத் தயாரிப்புகளும் ({count})"),
    showingCategory: "{category} ({count})",
    showingSearch: tr("Results for “{q}” ({count})", "“{q}” தேடல் முடிவுகள் ({count})"),
    emptyTitle: tr("No products found", "தயாரிப்புகள் எதுவும் கிடைக்கவில்லை"),
    emptyText: tr(
      "Try adjusting your search or category filter",
      "வேறு சொல்லில் தேடிப் பாருங்கள், அல்லது வேறு வகையைத் தேர்ந்தெடுங்கள்",
    ),
    outOfStock: tr("Out of Stock", "இருப்பு இல்லை"),
    inStock: tr("{count} in stock", "{count} இருப்பில் உள்ளன"),
    madeToOrder: tr("Made to order", "ஆர்டருக்கு ஏற்பத் தயாரிப்பு"),
    addToCart: tr("Add to Cart", "கூடையில் சேர்"),
    buyNow: tr("Buy Now", "இப்போதே வாங்கு"),
    previous: tr("Previous", "முந்தைய"),
    next: tr("Next", "அடுத்த"),
    page: tr("Page {page} of {pages}", "பக்கம் {page} / {pages}"),
    productImage: "{name}",
  },
  cart: {
    title: tr("Shopping Cart ({count})", "உங்கள் கூடை ({count})"),
    subtitle: tr("Review your items before checkout", "ஆர்டர் செய்யும் முன் பொருட்களைச் சரிபாருங்கள்"),
    emptyTitle: tr("Your cart is empty", "உங்கள் கூடை காலியாக உள்ளது"),
    emptyText: tr("Add some products to get started", "தொடங்க, சில தயாரிப்புகளைக் கூடையில் சேருங்கள்"),
    continueShopping: tr("Continue Shopping", "தொடர்ந்து வாங்குங்கள்"),
    checkout: tr("Checkout", "ஆர்டர் செய்யத் தொடருங்கள்"),
    total: tr("Total", "மொத்தம்"),
    left: tr("{count} left", "{count} மட்டுமே உள்ளன"),
    madeToOrder: tr("Made to order", "ஆர்டருக்கு ஏற்பத் தயாரிப்பு"),
    decrease: tr("Decrease the quantity of {name}", "{name} எண்ணிக்கையைக் குறை"),
    increase: tr("Increase the quantity of {name}", "{name} எண்ணிக்கையைக் கூட்டு"),
    remove: tr("Remove {name}", "{name} பொருளை நீக்கு"),
    quantity: tr("Quantity of {name}", "{name} எண்ணிக்கை"),
    close: tr("Close the cart", "கூடையை மூடு"),
    unavailable: tr("No longer available", "இப்போது கிடைக்காது"),
  },
  toasts: {
    errorTitle: tr("Error", "பிழை"),
    pleaseLogin: {
      title: tr("Please login", "உள்நுழையவும்"),
      description: tr(
        "You need to login to add items to cart",
        "கூடையில் பொருட்களைச் சேர்க்க, முதலில் உள்நுழையவும்",
      ),
    },
    loginToOrder: {
      title: tr("Please login", "உள்நுழையவும்"),
      description: tr("You need to login to place an order", "ஆர்டர் செய்ய, முதலில் உள்நுழையவும்"),
    },
    added: {
      title: tr("Added to cart", "கூடையில் சேர்க்கப்பட்டது"),
      description: tr("Item has been added to your cart", "பொருள் உங்கள் கூடையில் சேர்க்கப்பட்டது"),
    },
    removed: {
      title: tr("Removed from cart", "கூடையிலிருந்து நீக்கப்பட்டது"),
      description: tr("Item has been removed from your cart", "பொருள் உங்கள் கூடையிலிருந்து நீக்கப்பட்டது"),
    },
    updated: {
      title: tr("Cart updated", "கூடை புதுப்பிக்கப்பட்டது"),
      description: tr("The quantity has been changed", "எண்ணிக்கை மாற்றப்பட்டது"),
    },
    addFailed: tr("Failed to add item to cart", "பொருளைக் கூடையில் சேர்க்க முடியவில்லை"),
    updateFailed: tr("Failed to update cart item", "கூடையைப் புதுப்பிக்க முடியவில்லை"),
    removeFailed: tr("Failed to remove item from cart", "பொருளைக் கூடையிலிருந்து நீக்க முடியவில்லை"),
    clearFailed: tr("Failed to clear cart", "கூடையைக் காலி செய்ய முடியவில்லை"),
    onlyLeft: tr("{name}: only {count} left in stock.", "{name}: இருப்பில் {count} மட்டுமே உள்ளன."),
    outOfStock: tr("{name} is out of stock.", "{name} இருப்பில் இல்லை."),
    notAvailable: tr("This product is no longer available.", "இந்தத் தயாரிப்பு இப்போது கிடைப்பதில்லை."),
    cartEmpty: {
      title: tr("Cart is empty", "கூடை காலியாக உள்ளது"),
      description: tr(
        "Add some items to your cart first",
        "முதலில் உங்கள் கூடையில் சில பொருட்களைச் சேருங்கள்",
      ),
    },
    missingInfo: {
      title: tr("Missing information", "சில தகவல்கள் விடுபட்டுள்ளன"),
      description: tr("Please fill in all required fields", "தேவையான அனைத்து விவரங்களையும் நிரப்பவும்"),
    },
    orderPlaced: {
      title: tr("Order placed successfully!", "உங்கள் ஆர்டர் வெற்றிகரமாகப் பதிவானது!"),
      description: tr(
        "Your order #{number} has been placed",
        "உங்கள் ஆர்டர் #{number} பதிவு செய்யப்பட்டது",
      ),
    },
    orderFailed: tr(
      "Failed to place order. Please try again.",
      "ஆர்டர் செய்ய முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
    ),
    shortageTitle: tr("Not enough stock", "போதுமான இருப்பு இல்லை"),
    shortageLine: tr("{name}: only {left} left", "{name}: {left} மட்டுமே உள்ளன"),
    orderCancelled: {
      title: tr("Order cancelled", "ஆர்டர் ரத்து செய்யப்பட்டது"),
      description: tr(
        "Your order {number} has been cancelled and nothing is due.",
        "உங்கள் ஆர்டர் {number} ரத்து செய்யப்பட்டது; நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை.",
      ),
    },
    cancelFailed: tr(
      "This order can no longer be cancelled. Please contact us.",
      "இந்த ஆர்டரை இனி ரத்து செய்ய முடியாது. எங்களைத் தொடர்பு கொள்ளுங்கள்.",
    ),
    messageSent: {
      title: tr("Message sent!", "செய்தி அனுப்பப்பட்டது!"),
      description: tr(
        "We'll get back to you within 24 hours.",
        "24 மணி நேரத்துக்குள் உங்களுக்குப் பதில் அளிப்போம்.",
      ),
    },
    sendFailed: tr(
      "Failed to send message. Please try again.",
      "செய்தியை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
    ),
  },
  checkout: {
    meta: {
      title: tr("Checkout — LimraKart", "ஆர்டரை நிறைவு செய்யுங்கள் — LimraKart"),
      description: tr(
        "Check out your LimraKart order: delivery details, cash on delivery and the order summary. The delivery charge is shown before you order. Limra Graphics, Tirunelveli.",
        "LimraKart ஆர்டரை நிறைவு செய்யுங்கள்: டெலிவரி விவரங்கள், கேஷ் ஆன் டெலிவரி, ஆர்டர் சுருக்கம். டெலிவரிக் கட்டணம் ஆர்டர் செய்யும் முன்பே காட்டப்படும். திருநெல்வேலி Limra Graphics.",
      ),
    },
    title: tr("Checkout", "ஆர்டரை நிறைவு செய்யுங்கள்"),
    back: tr("Back to Store", "கடைக்குத் திரும்பு"),
    delivery: tr("Delivery Information", "டெலிவரி விவரங்கள்"),
    name: tr("Full Name", "முழுப் பெயர்"),
    phone: tr("Phone Number", "தொலைபேசி எண்"),
    email: tr("Email Address", "மின்னஞ்சல் முகவரி"),
    address: tr("Delivery Address", "டெலிவரி முகவரி"),
    pinCode: tr("PIN Code", "PIN கோடு"),
    nameRequired: tr("Please enter your full name", "உங்கள் முழுப் பெயரை உள்ளிடவும்"),
    phoneInvalid: tr(
      "Please enter a valid 10-digit Indian mobile number (optionally with +91)",
      "சரியான 10 இலக்க இந்திய மொபைல் எண்ணை உள்ளிடவும் (+91 சேர்த்தும் எழுதலாம்)",
    ),
    emailInvalid: tr("Please enter a valid email address", "சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்"),
    addressRequired: tr("Please enter the delivery address", "டெலிவரி முகவரியை உள்ளிடவும்"),
    pinInvalid: tr("Please enter a valid 6-digit PIN code", "சரியான 6 இலக்க PIN கோடை உள்ளிடவும்"),
    payment: tr("Payment Method", "பணம் செலுத்தும் முறை"),
    cod: tr("Cash on Delivery", "கேஷ் ஆன் டெலிவரி"),
    codText: tr("Pay when you receive your order", "ஆர்டர் கைக்கு வந்ததும் பணம் செலுத்துங்கள்"),
    upi: tr("UPI Payment", "UPI மூலம் செலுத்துதல்"),
    upiText: tr(
      "Pay by UPI after placing the order: scan our QR code or tap to open your UPI app; we confirm your order when the payment arrives.",
      "ஆர்டர் செய்த பின் UPI மூலம் செலுத்துங்கள்: எங்கள் QR குறியீட்டை ஸ்கேன் செய்யுங்கள் அல்லது தட்டி உங்கள் UPI செயலியைத் திறங்கள்; பணம் வந்ததும் ஆர்டரை உறுதி செய்வோம்.",
    ),
    upiUnavailable: tr(
      "UPI payment is not available right now. Please choose Cash on Delivery.",
      "UPI கட்டணம் இப்போது கிடைக்கவில்லை. கேஷ் ஆன் டெலிவரியைத் தேர்ந்தெடுக்கவும்.",
    ),
    paymentInvalid: tr(
      "Please choose Cash on Delivery or UPI Payment",
      "கேஷ் ஆன் டெலிவரி அல்லது UPI கட்டணத்தைத் தேர்ந்தெடுக்கவும்",
    ),
    online: tr("Online Payment", "ஆன்லைன் கட்டணம்"),
    comingSoon: tr("Coming soon", "விரைவில்"),
    summary: tr("Order Summary", "ஆர்டர் சுருக்கம்"),
    placeOrder: tr("Place Order", "ஆர்டர் செய்யுங்கள்"),
    processing: tr("Processing...", "ஆர்டரைப் பதிவு செய்கிறோம்..."),
    terms: tr(
      "By placing this order you agree to our Terms & Conditions and our Cancellation & Refund policy.",
      "இந்த ஆர்டரைச் செய்வதன் மூலம், எங்கள் விதிமுறைகள் & நிபந்தனைகளையும் ரத்து & பணத்திருப்பக் கொள்கையையும் ஏற்றுக்கொள்கிறீர்கள்.",
    ),
    emptyTitle: tr("Your cart is empty", "உங்கள் கூடை காலியாக உள்ளது"),
    continueShopping: tr("Continue Shopping", "தொடர்ந்து வாங்குங்கள்"),
  },
  confirmation: {
    meta: {
      // Not "Order Confirmed": staff confirm it with the customer first (decision 066).
      title: tr("Order received — LimraKart", "ஆர்டர் பெறப்பட்டது — LimraKart"),
      description: tr(
        "We have your LimraKart order. We call or WhatsApp you to confirm it, then prepare and deliver it; pay cash on delivery. Track it under My Orders.",
        "உங்கள் LimraKart ஆர்டர் எங்களுக்குக் கிடைத்தது. உறுதிப்படுத்த அழைப்போம், பின் தயார் செய்து டெலிவரி செய்வோம்; கைக்கு வந்ததும் பணம் செலுத்துங்கள்.",
      ),
    },
    title: tr("Order received!", "ஆர்டர் பெறப்பட்டது!"),
    orderNumber: tr("Order Number", "ஆர்டர் எண்"),
    emailSent: tr("Order details sent to your email", "ஆர்டர் விவரங்கள் உங்கள் மின்னஞ்சலுக்கு அனுப்பப்பட்டன"),
    nextSteps: tr("What happens next", "அடுத்து என்ன நடக்கும்"),
    steps: [
      {
        title: tr("Preparing your order", "உங்கள் ஆர்டர் தயாராகிறது"),
        text: tr(
          "We check and pack every item with care.",
          "ஒவ்வொரு பொருளையும் கவனமாகச் சரிபார்த்துப் பேக் செய்கிறோம்.",
        ),
      },
      {
        title: tr("Processing & Shipping", "தயாரிப்பும் அனுப்புதலும்"),
        text: tr("Usually takes 1-2 business days", "பொதுவாக 1-2 வேலை நாட்கள் ஆகும்"),
      },
      {
        title: tr("Delivery", "டெலிவரி"),
        text: tr(
          "Your order arrives at your door. Pay in cash when it does.",
          "உங்கள் ஆர்டர் உங்கள் வீடு தேடி வரும். வந்ததும் ரொக்கமாகப் பணம் செலுத்துங்கள்.",
        ),
      },
    ],
    paymentMethod: tr("Payment Method", "பணம் செலுத்தும் முறை"),
    paymentText: tr(
      "Cash on Delivery - Pay when you receive your order",
      "கேஷ் ஆன் டெலிவரி - ஆர்டர் கைக்கு வந்ததும் பணம் செலுத்துங்கள்",
    ),
    needHelp: tr("Need Help?", "உதவி தேவையா?"),
    contactSupport: tr("Contact Support", "எங்களைத் தொடர்பு கொள்ளுங்கள்"),
    helpCenter: tr("Help Center", "உதவி மையம்"),
    viewOrders: tr("View My Orders", "என் ஆர்டர்களைப் பாருங்கள்"),
    continueShopping: tr("Continue Shopping", "தொடர்ந்து வாங்குங்கள்"),
    tracking: tr(
      "We will call or WhatsApp you to confirm your order, and send you its updates by email. You can follow it any time in My Orders.",
      "உங்கள் ஆர்டரை உறுதிப்படுத்த உங்களை அழைப்போம் அல்லது வாட்ஸ்அப்பில் தொடர்புகொள்வோம்; ஆர்டர் நிலவரங்களை மின்னஞ்சலில் தெரிவிப்போம். என் ஆர்டர்கள் பக்கத்தில் எப்போது வேண்டுமானாலும் பார்க்கலாம்.",
    ),
  },
  orders: {
    meta: {
      title: tr("My Orders — LimraKart", "என் ஆர்டர்கள் — LimraKart"),
      description: tr(
        "See your LimraKart orders from Limra Graphics: order status, payment status, items, delivery address and totals. Cancel a pending order or ask for a return.",
        "உங்கள் LimraKart ஆர்டர்கள்: ஆர்டர் நிலை, கட்டண நிலை, பொருட்கள், டெலிவரி முகவரி, மொத்தத் தொகை. நிலுவையிலுள்ள ஆர்டரை ரத்து செய்யலாம், திருப்பி அனுப்பக் கோரலாம்.",
      ),
    },
    title: tr("My Orders", "என் ஆர்டர்கள்"),
    pleaseLogin: tr("Please Login", "உள்நுழையவும்"),
    loginText: tr(
      "Sign in to see and manage your orders.",
      "உங்கள் ஆர்டர்களைப் பார்க்கவும் நிர்வகிக்கவும் உள்நுழையுங்கள்.",
    ),
    login: tr("Login", "உள்நுழைக"),
    emptyTitle: tr("No orders yet", "இன்னும் ஆர்டர்கள் எதுவும் இல்லை"),
    emptyText: tr(
      "When you order from LimraKart, your orders appear here.",
      "LimraKart-இல் நீங்கள் ஆர்டர் செய்தால், உங்கள் ஆர்டர்கள் இங்கே தெரியும்.",
    ),
    startShopping: tr("Start Shopping", "வாங்கத் தொடங்குங்கள்"),
    order: tr("Order {number}", "ஆர்டர் {number}"),
    placedOn: tr("Placed on {date}", "{date} அன்று ஆர்டர் செய்யப்பட்டது"),
    orderStatus: tr("Order status", "ஆர்டர் நிலை"),
    paymentStatus: tr("Payment status", "கட்டண நிலை"),
    payment: tr("Payment", "கட்டணம்"),
    items: tr("Items", "பொருட்கள்"),
    deliverTo: tr("Delivery Address", "டெலிவரி முகவரி"),
    total: tr("Total Amount", "மொத்தத் தொகை"),
    cancel: tr("Cancel Order", "ஆர்டரை ரத்து செய்"),
    cancelConfirm: tr(
      "Cancel order {number}? Its items go back on the shelf and nothing is due.",
      "ஆர்டர் {number} ரத்து செய்யப்பட வேண்டுமா? அதன் பொருட்கள் மீண்டும் இருப்புக்குத் திரும்பும்; நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை.",
    ),
    cancelYes: tr("Yes, cancel the order", "ஆம், ஆர்டரை ரத்து செய்"),
    returnExchange: tr("Return/Exchange", "திருப்பி அனுப்ப/மாற்ற"),
    returnSubject: tr(
      "Return/Exchange request for order {number}",
      "ஆர்டர் {number}: திருப்பி அனுப்புதல்/மாற்றுதல் கோரிக்கை",
    ),
    viewDetails: tr("View Details", "விவரங்களைப் பாருங்கள்"),
    backToOrders: tr("Back to My Orders", "என் ஆர்டர்களுக்குத் திரும்பு"),
    methods: { cod: tr("Cash on Delivery", "கேஷ் ஆன் டெலிவரி"), upi: "UPI" },
    scanToPay: tr("Scan to pay {amount} by UPI", "UPI மூலம் {amount} செலுத்த ஸ்கேன் செய்யுங்கள்"),
    payWithApp: tr("Pay with a UPI app", "UPI செயலி மூலம் செலுத்துங்கள்"),
    statuses: ORDER_STATUS_NAMES,
    paymentStatuses: {
      pending: tr("Pending", "நிலுவையில்"),
      paid: tr("Paid", "செலுத்தப்பட்டது"),
      failed: tr("Failed", "தோல்வியடைந்தது"),
      cancelled: tr("Cancelled", "ரத்து செய்யப்பட்டது"),
    },
  },
  help: {
    meta: {
      title: tr("Help & Support — LimraKart", "உதவி & ஆதரவு — LimraKart"),
      description: tr(
        "Answers about LimraKart orders, cash on delivery, shipping across Tamil Nadu, returns and exchanges. Call, WhatsApp or e-mail Limra Graphics for help.",
        "LimraKart ஆர்டர், கேஷ் ஆன் டெலிவரி, தமிழ்நாடெங்கும் டெலிவரி, திருப்பி அனுப்புதல்/மாற்றுதல் பற்றிய பதில்கள். உதவிக்கு அழையுங்கள்; வாட்ஸ்அப், மின்னஞ்சலும் உண்டு.",
      ),
    },
    title: tr("Help & Support", "உதவி & ஆதரவு"),
    intro: tr(
      "Find answers to common questions, or send us a message.",
      "பொதுவான கேள்விகளுக்கான பதில்களைப் பாருங்கள், அல்லது எங்களுக்குச் செய்தி அனுப்புங்கள்.",
    ),
    quickContact: tr("Quick Contact", "விரைவுத் தொடர்பு"),
    call: {
      title: tr("Call Us", "எங்களை அழையுங்கள்"),
      text: tr("Mon-Sat 9 AM - 6 PM", "திங்கள்-சனி 9 AM - 6 PM"),
    },
    whatsapp: {
      title: tr("WhatsApp", "வாட்ஸ்அப்"),
      text: tr("Chat with us on WhatsApp", "வாட்ஸ்அப்பில் எங்களுடன் பேசுங்கள்"),
    },
    email: {
      title: tr("Email", "மின்னஞ்சல்"),
      text: tr("Response in 24 hours", "24 மணி நேரத்துக்குள் பதில்"),
    },
    faqTitle: tr("Frequently Asked Questions", "அடிக்கடி கேட்கப்படும் கேள்விகள்"),
    faq: [
      {
        category: tr("Orders", "ஆர்டர்கள்"),
        items: [
          {
            question: tr("How do I place an order?", "ஆர்டர் செய்வது எப்படி?"),
            answer: tr(
              "Add products to your cart, open the cart and choose Checkout. Fill in your delivery details and place the order; you will get a confirmation e-mail.",
              "தயாரிப்புகளைக் கூடையில் சேர்த்து, கூடையைத் திறந்து ‘ஆர்டர் செய்யத் தொடருங்கள்’ என்பதை அழுத்துங்கள். டெலிவரி விவரங்களை நிரப்பி ஆர்டர் செய்யுங்கள்; உறுதிப்படுத்தல் மின்னஞ்சல் உங்களுக்கு வரும்.",
            ),
          },
          {
            question: tr("Can I cancel my order?", "என் ஆர்டரை ரத்து செய்ய முடியுமா?"),
            answer: tr(
              "Yes, within 1 hour of placing it and while it is still pending: open My Orders and choose Cancel Order.",
              "ஆம், ஆர்டர் செய்த 1 மணி நேரத்துக்குள், அது நிலுவையில் இருக்கும்வரை ரத்து செய்யலாம்: ‘என் ஆர்டர்கள்’ பக்கத்தைத் திறந்து ‘ஆர்டரை ரத்து செய்’ என்பதை அழுத்துங்கள்.",
            ),
          },
          {
            question: tr(
              "How do I track my order?",
              "என் ஆர்டர் எந்த நிலையில் உள்ளது என்று எப்படித் தெரிந்துகொள்வது?",
            ),
            answer: tr(
              "My Orders shows the status of every order. We also send updates by e-mail.",
              "‘என் ஆர்டர்கள்’ பக்கத்தில் ஒவ்வொரு ஆர்டரின் நிலையையும் பார்க்கலாம். ஆர்டர் நிலவரங்களை மின்னஞ்சலிலும் அனுப்புகிறோம்.",
            ),
          },
        ],
      },
      {
        category: tr("Payments", "கட்டணம்"),
        items: [
          {
            question: tr("Which payment methods do you accept?", "எந்த முறைகளில் பணம் செலுத்தலாம்?"),
            answer: tr(
              "Cash on Delivery: pay when your order arrives. Where the checkout offers UPI Payment, you can also pay by UPI after placing the order: scan our QR code or tap to open your UPI app. Card payments are coming soon.",
              "கேஷ் ஆன் டெலிவரி: ஆர்டர் கைக்கு வந்ததும் பணம் செலுத்துங்கள். செக்அவுட்டில் UPI கட்டணம் காட்டப்பட்டால், ஆர்டர் செய்த பின் UPI மூலமும் செலுத்தலாம்: எங்கள் QR குறியீட்டை ஸ்கேன் செய்யுங்கள் அல்லது தட்டி உங்கள் UPI செயலியைத் திறங்கள். கார்டு மூலம் செலுத்தும் வசதி விரைவில் வரும்.",
            ),
          },
          {
            question: tr("Is there a delivery charge?", "டெலிவரிக்குக் கட்டணம் உண்டா?"),
            answer: tr(
              "Larger orders are delivered free; smaller orders pay a small delivery fee. Your cart and the checkout page show the charge before you order, and our Shipping & Delivery Policy sets out the amounts.",
              "பெரிய ஆர்டர்களுக்கு டெலிவரி இலவசம்; சிறிய ஆர்டர்களுக்குச் சிறிய டெலிவரிக் கட்டணம் உண்டு. ஆர்டர் செய்யும் முன்பே உங்கள் கூடையிலும் செக்அவுட் பக்கத்திலும் கட்டணம் காட்டப்படும்; தொகைகள் எங்கள் அனுப்புதல் & விநியோகக் கொள்கையில் உள்ளன.",
            ),
          },
        ],
      },
      {
        category: tr("Shipping", "டெலிவரி"),
        items: [
          {
            question: tr("How long does delivery take?", "டெலிவரிக்கு எத்தனை நாள் ஆகும்?"),
            answer: tr(
              "Standard delivery takes 3-5 business days; express delivery takes 1-2 business days.",
              "சாதாரண டெலிவரிக்கு 3-5 வேலை நாட்கள் ஆகும்; எக்ஸ்பிரஸ் டெலிவரிக்கு 1-2 வேலை நாட்கள் ஆகும்.",
            ),
          },
          {
            question: tr("Where do you deliver?", "எங்கெல்லாம் டெலிவரி செய்கிறீர்கள்?"),
            answer: tr("We deliver across Tamil Nadu.", "தமிழ்நாடு முழுவதும் டெலிவரி செய்கிறோம்."),
          },
          {
            question: tr("What if I am not at home?", "நான் வீட்டில் இல்லையென்றால் என்ன ஆகும்?"),
            answer: tr(
              "Our delivery partner tries 2-3 times before the order comes back to us.",
              "ஆர்டர் எங்களிடம் திரும்பி வருவதற்கு முன், எங்கள் டெலிவரி நிறுவனம் 2-3 முறை டெலிவரி செய்ய முயற்சிக்கும்.",
            ),
          },
        ],
      },
      {
        category: tr("Returns & Exchanges", "திருப்பி அனுப்புதல் & மாற்றுதல்"),
        items: [
          {
            question: tr("What is your return policy?", "திருப்பி அனுப்புவதற்கான விதிகள் என்ன?"),
            answer: tr(
              "You can ask for a return or exchange within 7 days of delivery from My Orders (Return/Exchange).",
              "டெலிவரியிலிருந்து 7 நாட்களுக்குள், ‘என் ஆர்டர்கள்’ பக்கத்தில் (‘திருப்பி அனுப்ப/மாற்ற’) திருப்பி அனுப்பவோ மாற்றவோ கோரலாம்.",
            ),
          },
          {
            question: tr("When will I get my refund?", "பணம் எப்போது திரும்பக் கிடைக்கும்?"),
            answer: tr(
              "Refunds are processed within 5-7 business days after we receive the item.",
              "பொருள் எங்களுக்கு வந்து சேர்ந்த பிறகு 5-7 வேலை நாட்களுக்குள் பணம் திருப்பித் தரப்படும்.",
            ),
          },
        ],
      },
    ],
    formTitle: tr("Still need help?", "இன்னும் உதவி தேவையா?"),
    formIntro: tr(
      "Send us a message and our support team replies within 24 hours.",
      "எங்களுக்குச் செய்தி அனுப்புங்கள்; எங்கள் உதவிக் குழு 24 மணி நேரத்துக்குள் பதில் அளிக்கும்.",
    ),
    name: tr("Your Name", "உங்கள் பெயர்"),
    email2: tr("Email Address", "மின்னஞ்சல் முகவரி"),
    subject: tr("Subject", "பொருள்"),
    message: tr("Message", "செய்தி"),
    send: tr("Send Message", "செய்தியை அனுப்புங்கள்"),
    sending: tr("Sending...", "அனுப்புகிறோம்..."),
    defaultSubject: tr("LimraKart support request", "LimraKart உதவிக் கோரிக்கை"),
    whatsappMessage: tr(
      "Hi! I need help with my LimraKart order.",
      "வணக்கம்! என் LimraKart ஆர்டர் குறித்து உதவி தேவை.",
    ),
  },
  tea: {
    listing: {
      meta: {
        title: tr(
          "Tea Talks Tea — Limra Foods, Tirunelveli",
          "Tea Talks தேநீர் — Limra Foods, திருநெல்வேலி",
        ),
        description: tr(
          "Tea Talks packed tea from Limra Foods: Gold, Saver, Regular and Family packs and trial pouches. Strong, fresh tea; order online or on WhatsApp from Tirunelveli.",
          "Limra Foods-இன் Tea Talks தேநீர்: கோல்டு, சேவர், ரெகுலர், ஃபேமிலி பேக்குகள், டிரையல் பவுச். திடமான, புதிய தேநீர்; ஆன்லைனிலோ வாட்ஸ்அப்பிலோ வாங்கலாம்.",
        ),
      },
      title: tr("Tea Talks by Limra Foods", "Limra Foods வழங்கும் Tea Talks"),
      intro: tr(
        "Strong, fresh packed tea for every home and tea shop. Choose your pack.",
        "ஒவ்வொரு வீட்டுக்கும் டீக்கடைக்கும் ஏற்ற திடமான, புதிய பேக் தேநீர். உங்கள் பேக்கைத் தேர்ந்தெடுங்கள்.",
      ),
      viewDetails: tr("View Details", "விவரங்களைப் பாருங்கள்"),
      addToCart: tr("Add to Cart", "கூடையில் சேர்"),
      comingSoon: tr("Coming Soon", "விரைவில் வருகிறது"),
      comingSoonText: tr("New blends are on the way.", "புதிய தேநீர் வகைகள் விரைவில் வருகின்றன."),
      notifyMe: tr("Notify Me", "எனக்குத் தெரிவியுங்கள்"),
      outOfStock: tr("Out of Stock", "இருப்பு இல்லை"),
    },
    product: {
      back: tr("Back to Limra Foods", "Limra Foods-க்குத் திரும்பு"),
      weight: tr("Weight", "எடை"),
      price: tr("Price", "விலை"),
      shelfLife: tr("Shelf life: {months} months", "பயன்பாட்டுக் காலம்: {months} மாதங்கள்"),
      buyOnline: tr("Pay online", "ஆன்லைனில் பணம் செலுத்துங்கள்"),
      payUnavailable: tr(
        "Online payment is not available right now. Please order on WhatsApp or add the tea to your cart.",
        "ஆன்லைன் கட்டண வசதி இப்போது இல்லை. வாட்ஸ்அப்பில் ஆர்டர் செய்யுங்கள், அல்லது தேநீரைக் கூடையில் சேருங்கள்.",
      ),
      orderWhatsApp: tr("Order on WhatsApp", "வாட்ஸ்அப்பில் ஆர்டர் செய்யுங்கள்"),
      whatsappText: tr(
        "Hello! I would like to order {name} ({weight}) for {price}. Please share the payment and delivery details.",
        "வணக்கம்! {name} ({weight}) - {price} ஆர்டர் செய்ய விரும்புகிறேன். பணம் செலுத்தும் விவரங்களையும் டெலிவரி விவரங்களையும் அனுப்புங்கள்.",
      ),
      addToCart: tr("Add to Cart", "கூடையில் சேர்"),
      inShop: tr("Buy in LimraKart", "LimraKart-இல் வாங்குங்கள்"),
      viewCart: tr("View cart ({count})", "கூடையைப் பாருங்கள் ({count})"),
      about: tr("About this tea", "இந்தத் தேநீர் பற்றி"),
      help: tr(
        "Need help? Call us at {phone} or message us on WhatsApp.",
        "உதவி தேவையா? {phone} எண்ணில் எங்களை அழையுங்கள், அல்லது வாட்ஸ்அப்பில் செய்தி அனுப்புங்கள்.",
      ),
      inStock: tr("In stock", "இருப்பில் உள்ளது"),
      outOfStock: tr("Out of Stock", "இருப்பு இல்லை"),
      metaTitle: "{name} ({weight}) — Tea Talks",
      metaDescription: tr(
        "{name}, {weight} for {price}: strong packed tea from Limra Foods, Tirunelveli. Order online with cash on delivery, or on WhatsApp.",
        "{name}, {weight}, விலை {price}: திருநெல்வேலி Limra Foods-இன் திடமான பேக் தேநீர். ஆன்லைனில் (கேஷ் ஆன் டெலிவரி) அல்லது வாட்ஸ்அப்பில் ஆர்டர் செய்யுங்கள்.",
      ),
    },
  },
});
