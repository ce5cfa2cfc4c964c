ALTER TABLE Monitors CHANGE `Onvif_Alarm_Text` `ONVIF_Alarm_Text` VARCHAR(30) DEFAULT 'MotionAlarm';
